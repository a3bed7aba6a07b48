import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { remoteOrigin } from '../../support/remotes';
import { remoteFallback } from '../../support/remoteSlot';
import { dismissSplash } from '../../support/splash';
import { useEveryRemote } from '../../support/useEveryRemote';
import { REPO, buildCopy, copyPackage, serveBuildAt, workFolder } from '../../support/tempBuild';

/**
 * No lockstep on the federation version: a remote carries its own bundler runtime and runs on the page's
 * runtime core (tools/webpack/remotePreset.mjs), if the version it was built with fits that core
 * (host/src/federation/runtimeVersionPlugin.ts). The host is today's build, not rebuilt.
 */

/** What the e2e package installs as `federation-other-patch`: @module-federation/enhanced of another patch than the apps', with its own runtime packages. */
const OTHER_PATCH = path.join(REPO, 'node_modules', 'federation-other-patch');
const OTHER_PATCH_VERSION: string = JSON.parse(readFileSync(path.join(OTHER_PATCH, 'package.json'), 'utf8')).version;

async function pageRuntimeVersion(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (globalThis as { _FEDERATION_RUNTIME_CORE_FROM?: { version: string } })._FEDERATION_RUNTIME_CORE_FROM?.version);
}

test.describe('a shop built with another patch of the federation packages', () => {
  let work: ReturnType<typeof workFolder>;
  let dist: string;

  test.beforeAll(() => {
    test.setTimeout(300_000);
    work = workFolder('runtime-skew');
    const copy = copyPackage('remote-shop', work.dir, {
      '@module-federation/enhanced': OTHER_PATCH,
      '@module-federation/inject-external-runtime-core-plugin': path.join(OTHER_PATCH, 'node_modules', '@module-federation', 'inject-external-runtime-core-plugin'),
    });
    dist = buildCopy(copy);
  });
  test.afterAll(() => work?.remove());

  test('runs on the host’s runtime core of another patch, and the page keeps working', { tag: ['@shop', '@cart', '@auth'] }, async ({ page }) => {
    const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    expect(manifest.metaData.pluginVersion).toBe(OTHER_PATCH_VERSION);
    await serveBuildAt(page, remoteOrigin('shop'), dist);

    await page.goto('/');
    await dismissSplash(page);
    await useEveryRemote(page);
    const pageVersion = await pageRuntimeVersion(page);
    expect(pageVersion).not.toBe(OTHER_PATCH_VERSION);
    expect(pageVersion?.split('.').slice(0, 2)).toEqual(OTHER_PATCH_VERSION.split('.').slice(0, 2));
  });
});

test('a shop built for another minor of federation is kept off the page’s core: its fallback shows, the rest works, Retry loads a fitting release', { tag: ['@shop', '@cart', '@auth'] }, async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // A stand-in for a release built with another minor: the shop's manifest as served, naming 2.999.0.
  const manifest = `${remoteOrigin('shop')}/mf-manifest.json`;
  await page.route(manifest, async (route) => {
    const served = await route.fetch();
    const json = await served.json();
    await route.fulfill({ response: served, json: { ...json, metaData: { ...json.metaData, pluginVersion: '2.999.0' } } });
  });

  await page.goto('/');
  await dismissSplash(page);
  const shop = page.locator('#shop');
  await expect(remoteFallback(page, 'shop')).toBeVisible();
  const pageVersion = await pageRuntimeVersion(page);
  expect(warnings).toContain(`[federation] shop was built with federation 2.999.0, which does not fit the page's runtime ${pageVersion}: it is not loaded`);
  // The remote's entry never ran on the page's core.
  expect(await page.evaluate(() => (globalThis as Record<string, unknown>).storefront_shop)).toBeUndefined();

  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.unroute(manifest);
  await shop.getByRole('button', { name: 'Retry' }).click();
  await expect(shop.getByTestId('product-card').first()).toBeVisible();
});
