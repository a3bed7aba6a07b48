import { envScript, runtimeConfigFromEnv } from '../../../tools/contracts/envScript.mjs';
import { test, expect } from '../../support/fixtures';
import { untilHydrated } from '../../support/hydration';
import { remoteFallback } from '../../support/remoteSlot';
import { dismissSplash } from '../../support/splash';

/**
 * `/env.js` tells the page where the remotes and Firebase are. A production build never guesses them
 * (it would quietly use localhost and the emulators), and the page never waits on that file to start.
 */
test.describe('when /env.js is missing', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource.*env\.js|\[host\] no remote can load: \/env\.js set no runtime config/] });

  test('the page starts, and each remote shows its fallback instead of loading from localhost', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (/:300[123]\//.test(request.url())) remoteRequests.push(request.url());
    });
    await page.route('**/env.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/');
    await dismissSplash(page);
    await expect(page.getByRole('alert').filter({ hasText: 'The shop is not available right now.' })).toBeVisible();
    expect(remoteRequests).toEqual([]);
  });
});

test.describe('when /env.js hangs', () => {
  test.use({ expectedConsoleErrors: [/\[host\] no remote can load: \/env\.js set no runtime config/] });

  test('the page’s own script does not wait for it: the page hydrates and works, and a Retry once it has come loads the shop', { tag: ['@shop'] }, async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/env.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await dismissSplash(page);
    await untilHydrated(page);
    const fallback = page.getByRole('alert').filter({ hasText: 'The shop is not available right now.' });
    await expect(fallback).toBeVisible();

    release();
    await expect.poll(() => page.evaluate(() => '__STOREFRONT_CONFIG__' in window)).toBe(true);
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });
});

test.describe('when /env.js names no site for a remote the app list has', () => {
  test.use({ expectedConsoleErrors: [/\[host\] \/env\.js names no site for the shop remote \(no "shop" in its remotes\)/] });

  test('that remote alone shows its fallback, the console names the missing key, and the other remotes work', { tag: ['@cart', '@auth'] }, async ({ page }) => {
    const { remotes, ...config } = runtimeConfigFromEnv();
    const { shop, ...others } = remotes;
    expect(shop, 'the stack’s own /env.js names the shop').toBeDefined();
    const shopRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(shop)) shopRequests.push(request.url());
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/env.js', (route) => route.fulfill({ contentType: 'text/javascript', body: envScript({ ...config, remotes: others }) }));
    await page.goto('/');
    await dismissSplash(page);

    await expect(remoteFallback(page, 'shop')).toBeVisible();
    await expect.poll(() => errors).toContain('[host] /env.js names no site for the shop remote (no "shop" in its remotes)');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Cart/ }).click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    expect(shopRequests).toEqual([]);
  });
});
