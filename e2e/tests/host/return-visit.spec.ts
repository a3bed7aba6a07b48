import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { addPack, cartParts } from '../../support/cartParts';
import { endRehearsal, openAndSettle, overTheNetwork, releaseOnStack, untilTheWorkerKeepsEveryRemote } from '../../support/releaseWhileOpen';
import { remoteFallback, remoteSlot } from '../../support/remoteSlot';
import { REMOTE_NAMES, remoteOrigin } from '../../support/remotes';
import { registerThroughUi } from '../../support/session';
import { REPO } from '../../support/tempBuild';
import { appNamed } from '../../../tools/apps.mjs';

/**
 * A trader comes back to the storefront on the same device. The first visit registers the host's service
 * worker once it has settled; the visits after open from what the device keeps. The remotes' sites are
 * released on the local stack first, as in production, so that their files live under `v/<n>/`.
 */
test.use({ serviceWorkers: 'allow' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  for (const remote of REMOTE_NAMES) await releaseOnStack(remote, path.join(REPO, appNamed(remote).folder, 'dist'));
});
test.afterAll(() => {
  for (const remote of REMOTE_NAMES) endRehearsal(remote);
});

/** The first visit, settled, and the worker in control with every remote's files kept. */
async function firstVisit(page: Page): Promise<void> {
  await openAndSettle(page);
  await untilTheWorkerKeepsEveryRemote(page);
}

const isCode = (entry: string) => /^(script|stylesheet) /.test(entry) || /\.(js|css)(\?|$)/.test(entry);
// What says which build is live, which a return visit asks the network for first.
const isLiveAnswer = (entry: string) => /\/(env\.js|mf-manifest\.json|release\.json)$/.test(entry);

test('a return visit opens from the device: no code comes over the network, only what says which builds are live', { tag: ['@shop', '@cart', '@auth'] }, async ({ page, context }) => {
  await firstVisit(page);
  const asked = overTheNetwork(context);
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('storefront:warmed').length), { timeout: 20_000 }).toBe(1);
  for (const remote of REMOTE_NAMES) await expect(remoteSlot(page, remote)).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  console.log(`over the network on the return visit:\n  ${asked.join('\n  ')}`);
  expect(asked.filter((entry) => isCode(entry) && !isLiveAnswer(entry))).toEqual([]);
  expect(asked.filter((entry) => entry.startsWith('document '))).toEqual([]);
});

// Firebase Auth looks up the signed-in account at start, which the browser reports failing offline.
test.describe('offline', () => {
  test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED \(http:\/\/127\.0\.0\.1:9099\//] });

  test('offline, a return visit shows the storefront as it was, says so, and what needs a connection says that; back online it carries on', { tag: ['@shop', '@cart', '@auth'] }, async ({ page, context }) => {
    await firstVisit(page);
    const account = await registerThroughUi(page);
    await addPack(page, 'Plain Flour', '10kg');
    const cart = cartParts(page);
    await expect(cart.badge).toHaveText('1');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const notice = page.getByTestId('offline-notice');
    await expect(notice).toHaveText(/You’re offline/);

    // The shop: its products with their pictures, the filter, the pages and a product's detail.
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    await expect.poll(() => cards.first().locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    // The product's own picture, kept from the first visit: not the plain frame the worker draws for one never seen.
    const picture = await cards.first().locator('img').evaluate(async (image: HTMLImageElement) => (await fetch(image.currentSrc)).text());
    expect(picture).not.toContain('viewBox="0 0 4 3"');
    const shop = page.locator('#shop');
    await shop.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await shop.getByLabel('Category').selectOption('Snacks');
    await expect(cards.first()).toBeVisible();
    await cards.first().getByRole('heading').getByRole('button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    // The cart as the tab had it; checkout and signing in say they need a connection.
    await expect(cart.badge).toHaveText('1');
    await cart.headerCart.click();
    await expect(cart.line('Plain Flour', '10kg')).toBeVisible();
    await cart.checkout.click();
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    for (const [label, value] of Object.entries({ Name: 'Asha Patel', Email: 'asha@example.com', Address: '1 Market Street', City: 'Leicester', 'ZIP code': 'LE1 5WW' })) {
      await checkout.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    await checkout.getByRole('button', { name: 'Place order' }).click();
    await expect(checkout.getByRole('alert')).toHaveText(/You’re offline\. Placing an order needs a connection/);
    await checkout.getByRole('button', { name: 'Close' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).first().click();
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).first().click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email').fill(account.email);
    await login.getByLabel('Password', { exact: true }).fill(account.password);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(login.getByRole('alert')).toHaveText(/You’re offline\. Logging in needs a connection/);

    // Back online: the notice goes, and the same dialog signs in, with no reload.
    await context.setOffline(false);
    await expect(notice).toHaveText('');
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(login).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' }).first()).toBeVisible();
  });
});

test('a remote’s site down on a return visit: its last build from the device, and no fallback in its place', async ({ page, context }) => {
  await firstVisit(page);
  await context.route(`${remoteOrigin('cart')}/**`, (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const cart = cartParts(page);
  await cart.headerCart.click();
  await expect(cart.panel).toBeVisible();
  await expect(cart.empty).toBeVisible();
  await expect(remoteFallback(page, 'cart')).toHaveCount(0);
});
