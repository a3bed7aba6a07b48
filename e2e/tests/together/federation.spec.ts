import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { remoteFallback, remoteSlot } from '../../support/remoteSlot';
import { REMOTE_NAMES, remoteOrigin } from '../../support/remotes';
import { dismissSplash } from '../../support/splash';
import { useEveryRemote } from '../../support/useEveryRemote';

/** Opens the storefront and uses each remote once. */
async function openAndUseEveryRemote(page: Page) {
  await page.goto('/');
  await dismissSplash(page);
  await useEveryRemote(page);
}

test.describe('federation backbone', () => {
  test('the host mounts every remote', { tag: ['@shop', '@cart', '@auth'] }, async ({ page }) => {
    await openAndUseEveryRemote(page);
    for (const remote of REMOTE_NAMES) await expect(remoteSlot(page, remote)).toHaveAttribute('aria-busy', 'false');
  });

  test('a state published by one remote reaches the host and the other remotes', { tag: ['@auth'] }, async ({ page }) => {
    await page.goto('/');
    await dismissSplash(page);
    const cartButton = page.getByRole('button', { name: /^Cart/ });
    // The header (host) learns the cart (remote) is open from the cart's `cart/open` state.
    await cartButton.click();
    await expect(cartButton).toHaveAttribute('aria-expanded', 'true');
    // The shop reads `auth/state` published by the auth remote: a visitor is sent to the login dialog.
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test('the page carries one federation runtime core and one zod, the host’s, each remote its own bundler runtime, and no Node.js loader', { tag: ['@shop', '@cart', '@auth'] }, async ({ page }) => {
    const scripts: { url: string; body: Promise<string> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: response.text().catch(() => '') });
    });
    await openAndUseEveryRemote(page);

    const bodies = await Promise.all(scripts.map(async ({ url, body }) => ({ url, body: await body })));
    const carriers = (marker: string) => [...new Set(bodies.filter(({ body }) => body.includes(marker)).map(({ url }) => new URL(url).origin))].sort();
    // Strings that minifying keeps: an error of the runtime core and the name zod gives its base schema.
    for (const marker of ['[ Federation Runtime ]', '"$ZodType"']) expect(carriers(marker), marker).toEqual(['http://localhost:3000']);
    // One of the bundler runtime's `init`: the glue between a container's webpack runtime and the core,
    // which cannot be shared between containers, so each remote's entry carries it and the host needs none.
    expect(carriers('initOptions is required')).toEqual(REMOTE_NAMES.map(remoteOrigin).sort());
    // The runtime's Node.js script loader (fetch and vm) has no use in a browser, and is built out.
    expect(bodies.filter(({ body }) => body.includes('__mf_require_base__')).map(({ url }) => url)).toEqual([]);
  });

  test.describe('with the shop server down', () => {
    test.use({ expectedConsoleErrors: [/ERR_CONNECTION_REFUSED/] });

    test('the host shows the shop fallback, the rest works, and Retry brings the shop back', { tag: ['@shop', '@cart', '@auth'] }, async ({ page }) => {
      await page.route('http://localhost:3001/**', (route) => route.abort('connectionrefused'));
      await page.goto('/');
      await dismissSplash(page);
      const shop = page.locator('#shop');
      await expect(remoteFallback(page, 'shop')).toBeVisible();

      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^Cart/ }).click();
      await expect(page.getByTestId('cart-empty')).toBeVisible();

      await page.unroute('http://localhost:3001/**');
      await shop.getByRole('button', { name: 'Retry' }).click();
      await expect(shop.getByTestId('product-card').first()).toBeVisible();
    });
  });
});
