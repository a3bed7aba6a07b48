import { test, expect } from '../../support/fixtures';
import { breakRemote, renderFaultOnDemand, type Fault } from '../../support/faults';
import { packSize } from '../../support/packSize';
import { remoteFallback } from '../../support/remoteSlot';
import { IN_THEIR_OWN_SECTION, REMOTE_NAMES, remoteOrigin, type RemoteName } from '../../support/remotes';
import { useInItsSection } from '../../support/sectionRemote';
import { registerThroughUi } from '../../support/session';
import { dismissSplash } from '../../support/splash';
import type { Page } from '@playwright/test';

/** What the browser itself logs for a response that failed; the app logs warnings only. */
const FAILED_RESPONSE = /Failed to load resource|net::ERR_/;

/** Each fault, with what the browser may log or throw for it beyond a failed response. */
const FAULTS: Record<Fault, RegExp> = {
  'manifest 404': FAILED_RESPONSE,
  'manifest 500': FAILED_RESPONSE,
  'manifest silent for 10 s': FAILED_RESPONSE,
  'manifest not JSON': FAILED_RESPONSE,
  'manifest {}': FAILED_RESPONSE,
  // The page's CSP refuses the foreign address before the request is made.
  'manifest names a foreign origin': /Failed to load resource|net::ERR_|violates the following Content Security Policy directive/,
  'entry 500': FAILED_RESPONSE,
  'entry silent for 10 s': FAILED_RESPONSE,
  // The browser runs what came and throws on its first character.
  'entry not JavaScript': /Failed to load resource|net::ERR_|^uncaught: Unexpected token '<'$/,
  'chunk fails': FAILED_RESPONSE,
  'stylesheet 404': FAILED_RESPONSE,
  'component throws': FAILED_RESPONSE,
};

/**
 * Each remote, the way a shopper uses it: what they do that needs it (the shop is on the page; the cart and
 * auth start when first asked for), what they then see, and how they put it away.
 */
const USE: Partial<Record<RemoteName, { ask: (page: Page) => Promise<void>; answered: (page: Page) => Promise<void>; putAway: (page: Page) => Promise<void> }>> = {
  shop: {
    ask: async () => undefined,
    answered: (page) => expect(page.locator('#shop').getByTestId('product-card').first()).toBeVisible(),
    putAway: async () => undefined,
  },
  auth: {
    ask: (page) => page.getByRole('banner').getByRole('button', { name: 'Login' }).click(),
    answered: (page) => expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible(),
    putAway: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Login' })).toBeHidden();
    },
  },
  cart: {
    ask: (page) => page.getByRole('banner').getByRole('button', { name: /Cart/ }).first().click(),
    answered: (page) => expect(page.getByTestId('cart-empty')).toBeVisible(),
    putAway: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('cart-empty')).toBeHidden();
    },
  },
};

/**
 * How a shopper uses a remote: a section of its own below the shop is seen on screen; any other remote the
 * app list has that USE does not know fails here, naming it.
 */
function use(remote: RemoteName) {
  const found = USE[remote] ?? (IN_THEIR_OWN_SECTION.includes(remote) ? useInItsSection(remote) : undefined);
  if (!found) throw new Error(`USE says nothing of ${remote}: say how a shopper asks for it and sees it working`);
  return found;
}

/** Shows a remote working: asked for, answering, put away. */
async function showWorking(page: Page, remote: RemoteName): Promise<void> {
  const { ask, answered, putAway } = use(remote);
  await ask(page);
  await answered(page);
  await putAway(page);
}

for (const [fault, expectedErrors] of Object.entries(FAULTS) as [Fault, RegExp][]) {
  test.describe(`a failing remote stays in its slot: ${fault}`, () => {
    test.use({ expectedConsoleErrors: [expectedErrors] });

    // Each test is its failing remote's: it shows the others working too, but their own turns fail them.
    for (const remote of REMOTE_NAMES) {
      test(`${remote}: ${fault}`, { tag: [`@${remote}`] }, async ({ page }) => {
        test.slow(fault.endsWith('silent for 10 s'));
        const heal = await breakRemote(page, remote, fault);
        await page.goto('/');
        await dismissSplash(page);
        const { ask, answered, putAway } = use(remote);
        await ask(page);

        const fallback = remoteFallback(page, remote);
        await expect(fallback).toBeVisible({ timeout: 20_000 });
        for (const other of REMOTE_NAMES.filter((name) => name !== remote)) await showWorking(page, other);

        // What the shopper asked of the failing remote was kept: once it is back, it is done.
        await heal();
        await fallback.getByRole('button', { name: 'Retry' }).click();
        await expect(fallback).toBeHidden();
        await answered(page);
        await putAway(page);
        await showWorking(page, remote);
      });
    }
  });
}

/** "Plain Flour" of "Plain Flour (5kg)". */
const productOf = (pack: string) => pack.replace(/ \([^)]*\)$/, '');

/** Adds every pack size of the first `count` products on the shop's first page; resolves to what was added. */
async function addEveryPack(page: Page, count: number, afterEach: (added: string) => Promise<void>): Promise<string[]> {
  const added: string[] = [];
  const cards = page.locator('#shop').getByTestId('product-card');
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    const name = await card.getByRole('heading').innerText();
    const picker = card.getByLabel('Pack size');
    for (const size of await picker.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))) {
      await picker.selectOption(size);
      await card.getByRole('button', { name: 'Add to cart' }).click();
      added.push(`${name} (${size})`);
      await afterEach(`${name} (${size})`);
    }
  }
  return added;
}

/** The badge counts what was added; opened from the header, the cart panel lists it in that order. */
async function expectCartLines(page: Page, added: string[]) {
  await expect(page.getByTestId('cart-count')).toHaveText(String(added.length));
  await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).first().click();
  await expectPanelLines(page, added);
}

/** The open cart panel's lines: each pack ("Plain Flour (5kg)") added, in order. */
async function expectPanelLines(page: Page, added: string[]) {
  const lines = page.getByRole('complementary', { name: 'Cart' }).getByTestId('cart-line');
  await expect(lines).toHaveCount(added.length);
  for (const [i, pack] of added.entries()) {
    const [, name, size] = /^(.*) \((.*)\)$/.exec(pack)!;
    await expect(lines.nth(i)).toContainText(name!);
    await expect(lines.nth(i)).toContainText(packSize(size!));
  }
}

test.describe('nothing the shopper chose is lost to a failing cart', () => {
  test.use({ expectedConsoleErrors: [FAILED_RESPONSE] });

  test('while the cart’s origin refuses, no add is confirmed, all twelve are kept, and Retry puts all twelve lines in the cart and opens it once as asked', { tag: ['@shop', '@cart', '@auth'] }, async ({ page, context }) => {
    const cartOrigin = `${remoteOrigin('cart')}/**`;
    await context.route(cartOrigin, (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await dismissSplash(page);
    await registerThroughUi(page);
    const fallback = remoteFallback(page, 'cart');
    await expect(fallback).toBeVisible({ timeout: 20_000 });

    // What the shop says is its own to test; here the notice names the product and offers no Go to Cart.
    const notification = page.getByTestId('notification');
    const added = await addEveryPack(page, 4, async (pack) => {
      await expect(notification).toContainText(productOf(pack));
      await expect(notification.getByRole('button', { name: 'Go to Cart' })).toHaveCount(0);
      await expect(page.getByTestId('cart-count')).toHaveText('0');
    });
    expect(added).toHaveLength(12);
    // The shopper also asks for the cart twice: each click asks for it open, not for a toggle.
    const cartButton = page.getByRole('banner').getByRole('button', { name: /^Cart/ }).first();
    await cartButton.click();
    await cartButton.click();

    await context.unroute(cartOrigin);
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(fallback).toBeHidden();
    const panel = page.getByRole('complementary', { name: 'Cart' });
    await expect(panel).toBeVisible();
    await expect(cartButton).toHaveAttribute('aria-expanded', 'true');
    await panel.getByRole('button', { name: 'Close cart' }).click();
    await expect(cartButton).toHaveAttribute('aria-expanded', 'false');
    await expectCartLines(page, added);
  });

  test('an add and a Cart click made while the cart is still loading are kept, said so without calling it a failure, and done once the cart arrives', { tag: ['@shop', '@cart', '@auth'] }, async ({ page, context }) => {
    await page.goto('/');
    await dismissSplash(page);
    await registerThroughUi(page);
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await context.route(`${remoteOrigin('cart')}/**`, async (route) => {
      await arrived;
      await route.continue();
    });
    // The shopper comes back signed in, adds a pack and asks for the cart before the cart's code has arrived.
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
    // The tab has seen the splash, so there is none to dismiss: scrolling down is what starts the shop.
    await page.locator('#shop').scrollIntoViewIfNeeded();
    const card = page.locator('#shop').getByTestId('product-card').first();
    const pack = `${await card.getByRole('heading').innerText()} (${await card.getByLabel('Pack size').inputValue()})`;
    await card.getByRole('button', { name: 'Add to cart' }).click();
    // What the notices say is the shop's and the host's to test (their unit tests); here the add's names
    // the product and does not confirm it with Go to Cart.
    const notification = page.getByTestId('notification');
    await expect(notification).toContainText(productOf(pack));
    await expect(notification.getByRole('button', { name: 'Go to Cart' })).toHaveCount(0);
    const cartButton = page.getByRole('banner').getByRole('button', { name: /^Cart/ }).first();
    await cartButton.click();

    arrive();
    const panel = page.getByRole('complementary', { name: 'Cart' });
    await expect(panel).toBeVisible();
    await expect(cartButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expectPanelLines(page, [pack]);
    await expect(remoteFallback(page, 'cart')).toHaveCount(0);
  });

  test('after the cart throws while rendering, Retry brings it back with every line it had', { tag: ['@shop', '@cart', '@auth'] }, async ({ page }) => {
    const fault = await renderFaultOnDemand(page, 'cart');
    await page.goto('/');
    await dismissSplash(page);
    await registerThroughUi(page);
    const added = await addEveryPack(page, 1, async () => {
      await expect(page.getByTestId('notification').getByRole('button', { name: 'Go to Cart' })).toBeVisible();
    });
    await expect(page.getByTestId('cart-count')).toHaveText('3');

    await fault.trip();
    await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).first().click();
    const fallback = remoteFallback(page, 'cart');
    await expect(fallback).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('3');

    await fault.heal();
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(fallback).toBeHidden();
    await expectCartLines(page, added);
  });
});
