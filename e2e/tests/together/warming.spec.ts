import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { REMOTE_NAMES, remoteOrigin } from '../../support/remotes';
import { remoteSlot } from '../../support/remoteSlot';
import { registerThroughUi } from '../../support/session';

/**
 * The time nobody feels is used: once the page has been idle (the splash of a first visit, left alone),
 * every remote the storefront shows has been loaded and mounted, and the auth remote has fetched Firebase's
 * code (without opening a session), so a shopper's first use of each fetches none of its code. Under
 * Save-Data nothing is fetched ahead: each remote waits for its first need.
 */

/** A remote's code: its manifest, entry, chunks and stylesheets (its pictures are not code). */
const REMOTE_CODE = new RegExp(`^(${REMOTE_NAMES.map(remoteOrigin).join('|')})/.*\\.(js|css|json)(\\?.*)?$`);

/** Every request for a remote's code from now on. */
function recordRemoteCode(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (REMOTE_CODE.test(request.url())) requested.push(request.url());
  });
  return requested;
}

/** What the page has fetched of the remotes' code so far, by the browser's own record. */
const remoteCodeFetched = (page: Page) =>
  page.evaluate((source) => performance.getEntriesByType('resource').map(({ name }) => name).filter((name) => new RegExp(source).test(name)), REMOTE_CODE.source);

/** The splash of a first visit, left alone until it ends by itself: the time nobody feels. */
async function leaveTheSplashAlone(page: Page) {
  await page.goto('/');
  await expect(page.locator('#splash')).toHaveCount(0, { timeout: 15_000 });
}

test('once the page has been idle, the first scroll to the shop, Cart, Login and Add to cart fetch no remote code and show at once', { tag: ['@shop', '@cart', '@auth'] }, async ({ page }) => {
  await leaveTheSplashAlone(page);
  // Warming marks its end; on a busy machine it may run a little past the splash.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('storefront:warmed').length), { timeout: 20_000 }).toBe(1);
  // The auth remote fetches Firebase's code at its own next idle moment, which may come after the host's mark.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('auth:warmed').length), { timeout: 20_000 }).toBe(1);
  for (const remote of REMOTE_NAMES) await expect(remoteSlot(page, remote)).toHaveAttribute('aria-busy', 'false');
  const requested = recordRemoteCode(page);

  const card = page.locator('#shop').getByTestId('product-card').first();
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    await expect(card).toBeInViewport({ timeout: 250 });
  }).toPass();

  await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await page.keyboard.press('Escape');

  // A visitor's Add to cart asks them to sign in first (the shop's gate): the Login dialog, at once.
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(requested).toEqual([]);

  // Signed in (registering may fetch what it needs), their first add reaches the cart already there.
  await registerThroughUi(page);
  requested.length = 0;
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(requested).toEqual([]);
});

test('at a shop address, with no splash, the other remotes are warmed in the quiet seconds after the page has hydrated', { tag: ['@shop', '@cart'] }, async ({ page }) => {
  await page.goto('/shop/groceries/');
  // Taken out by the page's first script, which has run by the page's load.
  expect(await page.locator('#splash').count()).toBe(0);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('storefront:warmed').length), { timeout: 20_000 }).toBe(1);
  const { hydrated, cartManifest } = await page.evaluate((cart) => ({
    hydrated: performance.getEntriesByName('storefront:hydrated')[0]?.startTime ?? Number.POSITIVE_INFINITY,
    cartManifest: performance.getEntriesByType('resource').find(({ name }) => name === `${cart}/mf-manifest.json`)?.startTime ?? 0,
  }), remoteOrigin('cart'));
  // Not beside the shop's own start at the address, but once the page has been quiet a while (WARM_AFTER_MS).
  expect(cartManifest - hydrated).toBeGreaterThanOrEqual(2000);
  const requested = recordRemoteCode(page);
  await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  expect(requested).toEqual([]);
});

test.describe('under Save-Data', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
  });

  test('nothing is warmed: the idle page fetches no remote code, and each remote starts at its first need', { tag: ['@cart'] }, async ({ page }) => {
    await leaveTheSplashAlone(page);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.waitForLoadState('networkidle');
    expect(await remoteCodeFetched(page)).toEqual([]);
    await expect(page.locator('[data-remote="cart"], [data-remote="auth"]')).toHaveCount(0);
    await expect(remoteSlot(page, 'shop')).toHaveAttribute('aria-busy', 'true');
    expect(await page.evaluate(() => performance.getEntriesByName('storefront:warmed').length)).toBe(0);
    expect(await page.evaluate(() => performance.getEntriesByName('auth:warmed').length)).toBe(0);

    const requested = recordRemoteCode(page);
    await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    expect(requested.some((url) => url.startsWith(remoteOrigin('cart')))).toBe(true);
  });

  test('the shop starts at the first flick down', { tag: ['@shop'] }, async ({ page }) => {
    await leaveTheSplashAlone(page);
    await page.waitForLoadState('networkidle');
    await expect(remoteSlot(page, 'shop')).toHaveAttribute('aria-busy', 'true');
    await page.mouse.wheel(0, 400);
    await expect(page.getByTestId('product-card').first()).toBeAttached();
  });
});
