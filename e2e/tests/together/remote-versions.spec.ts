import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { REMOTE_ORIGIN } from '../../support/faults';
import { remoteFallback } from '../../support/remoteSlot';
import { dismissSplash } from '../../support/splash';
import { REPO, serveBuildAt, workFolder } from '../../support/tempBuild';
import { stageVersions } from '../../../tools/hosting/versions.mjs';

/**
 * A deploy keeps each build of a remote under a path of its own on the remote's site, and `/env.js` names
 * the current one and the last known good one (docs/deploy.md). The first test deploys the cart twice
 * through the deploy's own staging (tools/hosting/versions.mjs); the second serves the cart's real build
 * as both `/v/1/` and `/v/2/` and says per test what is wrong with each.
 */
const CART = REMOTE_ORIGIN.cart;
const manifest = (version: number) => `${CART}/v/${version}/mf-manifest.json`;
const CART_IGNORE: string[] = JSON.parse(readFileSync(path.join(REPO, 'tools', 'hosting', 'siteRules.json'), 'utf8')).ignore;

/**
 * Stages a deploy of the cart's built site into `<work>/<name>`, `change` applied to the build first,
 * carrying forward what the `live` staged folder (the site as last deployed) keeps.
 */
async function deployCart(work: string, name: string, live?: string, change: (dir: string) => void = () => undefined) {
  const dir = path.join(work, name);
  cpSync(path.join(REPO, 'remote-cart', 'dist'), dir, { recursive: true });
  change(dir);
  const fromLive = async (url: URL) => {
    const file = live && path.join(live, decodeURIComponent(url.pathname));
    return file && existsSync(file) ? new Response(readFileSync(file)) : new Response('Not Found', { status: 404 });
  };
  return stageVersions({ dir, siteUrl: new URL(`${CART}/`), ignore: CART_IGNORE, fetchFile: fromLive });
}

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
  test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of (404|500)/] });

  test('deployed through the tooling, shoppers get cart v1 with no error shown, the console says which version failed, and a rollback is a change of /env.js alone', async ({ page }) => {
    test.setTimeout(120_000);
    const work = workFolder('kept-versions');
    try {
      // Two deploys of the cart's site, as `npm run deploy -- --only hosting:cart` stages them: the real
      // build, then a build whose upload lost its entry. The second carries the first forward.
      expect(await deployCart(work.dir, 'deploy-1')).toMatchObject({ id: 1 });
      const second = await deployCart(work.dir, 'deploy-2', path.join(work.dir, 'deploy-1'), (dir) => rmSync(path.join(dir, 'remoteEntry.js')));
      expect(second).toMatchObject({ id: 2, previous: 1 });
      const site = path.join(work.dir, 'deploy-2');
      // The cart's origin answers from the staged site, as Hosting would after that deploy.
      await serveBuildAt(page, CART, site);

      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      // The host's env.js as a deploy writes it: the cart's newest build, and the one before as /previous/.
      let versions: Versions = { current: `${CART}/mf-manifest.json`, previous: `${CART}/previous/mf-manifest.json` };
      await configureCart(page, () => versions);
      const requests = cartRequests(page);

      await page.goto('/');
      await dismissSplash(page);
      await openCart(page);
      await expect(page.getByTestId('cart-empty')).toBeVisible();
      await expect(remoteFallback(page, 'cart')).toHaveCount(0);
      expect(requests).toContain('/remoteEntry.js');
      expect(requests).toContain('/previous/remoteEntry.js');
      expect(warnings.some((text) => text.includes(`cart: version ${versions.current} failed to load; loading its previous version, ${versions.previous}`))).toBe(true);

      // Rolled back: the environment pins the cart to v1. The host is not rebuilt; a reload runs v1 alone.
      versions = { current: `${CART}/v/1/mf-manifest.json` };
      requests.length = 0;
      warnings.length = 0;
      await page.reload();
      await dismissSplash(page);
      await openCart(page);
      await expect(page.getByTestId('cart-empty')).toBeVisible();
      expect(requests.filter((url) => !url.startsWith('/v/1/'))).toEqual([]);
      expect(requests).toContain('/v/1/remoteEntry.js');
      expect(warnings.filter((text) => text.includes('[federation]'))).toEqual([]);
    } finally {
      work.remove();
    }
  });

  test('when the previous version fails too, the cart shows its fallback, and Retry loads the current one once it is fixed', async ({ page }) => {
    await configureCart(page, () => ({ current: manifest(2), previous: manifest(1) }));
    let v2Broken = true;
    await serveCartVersion(page, 1, () => true);
    await serveCartVersion(page, 2, () => v2Broken);
    const requests = cartRequests(page);
    await page.goto('/');
    await dismissSplash(page);
    const fallback = remoteFallback(page, 'cart');
    await expect(fallback).toBeVisible();

    v2Broken = false;
    requests.length = 0;
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await openCart(page);
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    expect(requests.filter((url) => url.startsWith('/v/1/'))).toEqual([]);
  });
});
