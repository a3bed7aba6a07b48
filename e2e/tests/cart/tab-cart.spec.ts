import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { addPack, cartParts } from '../../support/cartParts';
import { breakRemote } from '../../support/faults';
import { emulatorSignIn, registerThroughUi } from '../../support/session';
import { dismissSplash } from '../../support/splash';
import { TRADE_PAGES } from '../../support/tradePages';

/**
 * The cart kept for the browser tab: a signed-in shopper's lines survive a reload and a Retry of the cart,
 * in this tab only, and never reach another shopper. The cart keeps them under its own key; the summary
 * beside it is the contract the pages without the cart's code read.
 */

const TAB_CART_KEY = 'storefront.cart.v1';
const CART_SUMMARY_KEY = 'storefront.cart-summary.v1';

async function openStorefront(page: Page): Promise<void> {
  await page.goto('/');
  await dismissSplash(page);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
}

async function reload(page: Page): Promise<void> {
  await page.reload();
  await dismissSplash(page);
}

/** Three packs, two of them the same: two lines, then a third. */
async function addThreePacks(page: Page): Promise<void> {
  const { badge } = cartParts(page);
  await addPack(page, 'Plain Flour', '5kg');
  await expect(badge).toHaveText('1');
  await addPack(page, 'Plain Flour', '5kg');
  await addPack(page, 'Long Grain Rice', '20kg');
  await expect(badge).toHaveText('2');
  await addPack(page, 'Plain Flour', '10kg');
  await expect(badge).toHaveText('3');
}

async function expectThreeLines(page: Page): Promise<void> {
  const cart = cartParts(page);
  await expect(cart.badge).toHaveText('3');
  await cart.headerCart.click();
  await expect(cart.lines).toHaveCount(3);
  await expect(cart.line('Plain Flour', '5kg')).toContainText('Quantity 2');
  await expect(cart.line('Long Grain Rice', '20kg')).toContainText('Quantity 1');
  await expect(cart.line('Plain Flour', '10kg')).toContainText('Quantity 1');
}

async function expectEmptyCart(page: Page): Promise<void> {
  const cart = cartParts(page);
  await expect(cart.badge).toHaveText('0');
  await cart.headerCart.click();
  await expect(cart.empty).toBeVisible();
  await expect(cart.lines).toHaveCount(0);
  await page.keyboard.press('Escape');
}

const stored = (page: Page, key: string) => page.evaluate((name) => sessionStorage.getItem(name), key);

test('a signed-in shopper’s lines survive a reload, and the tab’s summary holds their uid and count', { tag: ['@shop', '@auth'] }, async ({ page }) => {
  await openStorefront(page);
  const { email, password } = await registerThroughUi(page);
  const { uid } = await emulatorSignIn(email, password);
  await addThreePacks(page);
  await expect.poll(async () => JSON.parse((await stored(page, CART_SUMMARY_KEY)) ?? 'null')).toEqual({ owner: uid, count: 3 });

  await reload(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  await expectThreeLines(page);
  expect(JSON.parse((await stored(page, CART_SUMMARY_KEY)) ?? 'null')).toEqual({ owner: uid, count: 3 });

  // A change after the reload is kept as well.
  await cartParts(page).line('Long Grain Rice', '20kg').getByRole('button', { name: 'Remove' }).click();
  await expect(cartParts(page).badge).toHaveText('2');
  await expect.poll(async () => JSON.parse((await stored(page, CART_SUMMARY_KEY)) ?? 'null')).toEqual({ owner: uid, count: 2 });
  await reload(page);
  await expect(cartParts(page).badge).toHaveText('2');
});

test.describe('the cart remote is down after a reload', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource|net::ERR_/] });

  test('its Retry brings the cart back with the lines it had', { tag: ['@shop', '@auth'] }, async ({ page }) => {
    await openStorefront(page);
    await registerThroughUi(page);
    await addThreePacks(page);

    const heal = await breakRemote(page, 'cart', 'manifest 500');
    await reload(page);
    const fallback = page.getByRole('alert').filter({ hasText: 'The cart is not available right now.' });
    await expect(fallback).toBeVisible({ timeout: 20_000 });

    await heal();
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(fallback).toBeHidden();
    await expectThreeLines(page);
  });
});

test('Logout forgets the cart, and the next shopper on the tab starts with an empty one', { tag: ['@shop', '@auth'] }, async ({ page }) => {
  await openStorefront(page);
  await registerThroughUi(page);
  await addThreePacks(page);
  const firstShoppersCart = await stored(page, TAB_CART_KEY);
  expect(firstShoppersCart).not.toBeNull();

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(cartParts(page).badge).toHaveText('0');
  expect(await stored(page, TAB_CART_KEY)).toBeNull();
  expect(await stored(page, CART_SUMMARY_KEY)).toBeNull();

  const { email, password } = await registerThroughUi(page);
  const { uid } = await emulatorSignIn(email, password);
  await expectEmptyCart(page);
  await reload(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  await expectEmptyCart(page);

  // Even a first shopper's cart still in the tab (a page that closed before it could forget it) is never
  // shown to the next one: it is dropped, and the tab keeps the next shopper's own, empty, cart.
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [TAB_CART_KEY, firstShoppersCart ?? ''] as const);
  await reload(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect.poll(async () => JSON.parse((await stored(page, TAB_CART_KEY)) ?? 'null')).toEqual({ owner: uid, lines: [] });
  await expectEmptyCart(page);
  expect(JSON.parse((await stored(page, CART_SUMMARY_KEY)) ?? 'null')).toEqual({ owner: uid, count: 0 });
});

test('a stored cart that does not parse is dropped with a warning: the cart is empty, and works', { tag: ['@shop', '@auth'] }, async ({ page }) => {
  await openStorefront(page);
  await registerThroughUi(page);
  await addThreePacks(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });

  await page.evaluate((key) => sessionStorage.setItem(key, '{"owner":"someone","lines":"three packs"'), TAB_CART_KEY);
  await reload(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect.poll(() => warnings.filter((text) => text.includes(TAB_CART_KEY))).toHaveLength(1);
  await expectEmptyCart(page);

  await addPack(page, 'Plain Flour', '5kg');
  await expect(cartParts(page).badge).toHaveText('1');
  await reload(page);
  await expect(cartParts(page).badge).toHaveText('1');
});

test('the journey across a trade page: the header there counts the cart, and the way back finds it whole', { tag: ['@shop', '@auth'] }, async ({ page }) => {
  await openStorefront(page);
  await registerThroughUi(page);
  await addThreePacks(page);

  // The host's pages and their links are the host's to name: found by address, not by their words.
  const [, tradePage] = TRADE_PAGES[0];
  const banner = page.getByRole('banner');
  await banner.locator(`a[href="${tradePage}"]`).first().click();
  await expect(page).toHaveURL((url) => url.pathname === tradePage);
  // The trade page has no cart code: the count is the summary the cart wrote for this tab.
  await expect(banner.getByRole('link', { name: /^Cart/ })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.getByRole('main').locator('a[href="/"]').click();
  await dismissSplash(page);
  await expectThreeLines(page);
});
