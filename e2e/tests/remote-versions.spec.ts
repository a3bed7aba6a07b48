import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { REMOTE_ORIGIN } from '../support/faults';
import { dismissSplash } from '../support/splash';

/**
 * A deploy serves each build of a remote under a path of its own, and `/env.js` names the current one
 * and the last known good one. Here the cart's real build is served as both `/v/1/` and `/v/2/`; what
 * is wrong with a version is said per test.
 */
const CART = REMOTE_ORIGIN.cart;
const manifest = (version: number) => `${CART}/v/${version}/mf-manifest.json`;

type Versions = { current: string; previous?: string };

/** The environment's config as the server writes it, with the cart's versions as given. */
async function configureCart(page: Page, versions: () => Versions): Promise<void> {
  await page.route('http://localhost:3000/env.js', async (route) => {
    const served = await (await route.fetch()).text();
    const config = JSON.parse(served.slice(served.indexOf('=') + 1).replace(/;\s*$/, ''));
    const { current, previous } = versions();
    config.remotes.cart = current;
    if (previous) config.previousRemotes = { cart: previous };
    await route.fulfill({ contentType: 'text/javascript', headers: { 'cache-control': 'no-cache' }, body: `self.__STOREFRONT_CONFIG__=${JSON.stringify(config)};` });
  });
}

/** Serves the cart's build under `/v/<version>/`, as a deploy that keeps each build would; while
 * `broken()` says so, that version's entry answers 500. */
async function serveCartVersion(page: Page, version: number, broken: () => boolean = () => false): Promise<void> {
  await page.route(new RegExp(`^${CART}/v/${version}/`), async (route) => {
    const file = route.request().url().replace(`/v/${version}/`, '/');
    if (broken() && /\/remoteEntry\.js(\?|$)/.test(file)) return route.fulfill({ status: 500, body: 'unavailable' });
    return route.fulfill({ response: await route.fetch({ url: file }) });
  });
}

async function openCart(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).first().click();
}

function cartRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${CART}/`)) urls.push(request.url().slice(CART.length));
  });
  return urls;
}

test.describe('a broken cart v2 with v1 as its last known good version', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 500/] });

  test('shoppers get cart v1 with no error shown, the console says which version failed, and a rollback is a change of /env.js alone', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    let versions: Versions = { current: manifest(2), previous: manifest(1) };
    await configureCart(page, () => versions);
    await serveCartVersion(page, 1);
    await serveCartVersion(page, 2, () => true);
    const requests = cartRequests(page);

    await page.goto('/');
    await dismissSplash(page);
    await openCart(page);
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'not available' })).toHaveCount(0);
    expect(requests).toContain('/v/2/remoteEntry.js');
    expect(requests).toContain('/v/1/remoteEntry.js');
    expect(warnings.some((text) => text.includes(`cart: version ${manifest(2)} failed to load; loading its previous version, ${manifest(1)}`))).toBe(true);

    // Rolled back: the environment names v1 as current. The host is not rebuilt; a reload runs v1 alone.
    versions = { current: manifest(1) };
    requests.length = 0;
    warnings.length = 0;
    await page.reload();
    await dismissSplash(page);
    await openCart(page);
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    expect(requests.filter((url) => url.startsWith('/v/2/'))).toEqual([]);
    expect(requests).toContain('/v/1/remoteEntry.js');
    expect(warnings.filter((text) => text.includes('[federation]'))).toEqual([]);
  });

  test('when the previous version fails too, the cart shows its fallback, and Retry loads the current one once it is fixed', async ({ page }) => {
    await configureCart(page, () => ({ current: manifest(2), previous: manifest(1) }));
    let v2Broken = true;
    await serveCartVersion(page, 1, () => true);
    await serveCartVersion(page, 2, () => v2Broken);
    const requests = cartRequests(page);
    await page.goto('/');
    await dismissSplash(page);
    const fallback = page.getByRole('alert').filter({ hasText: 'The cart is not available right now.' });
    await expect(fallback).toBeVisible();

    v2Broken = false;
    requests.length = 0;
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await openCart(page);
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    expect(requests.filter((url) => url.startsWith('/v/1/'))).toEqual([]);
  });
});
