import { test, expect } from '../../support/fixtures';
import { dismissSplash } from '../../support/splash';

/**
 * The served header's Cart can be clicked before the page's code has hydrated it (a slow connection, a
 * quick shopper): start-up keeps the click (host/src/started/holdOpenings.ts), and the cart opens once the
 * page works, instead of the click doing nothing.
 */
test('a Cart clicked on the served page before it has hydrated opens the cart once it has', { tag: ['@cart'] }, async ({ page }) => {
  // The app's code is held back until the click has been made, so that the click lands on the served button.
  let clickMade!: () => void;
  const clicked = new Promise<void>((resolve) => (clickMade = resolve));
  await page.route(/\/app\.[0-9a-f]+\.js$/, async (route) => {
    await clicked;
    await route.continue();
  });
  await page.goto('/');
  await dismissSplash(page);
  const cart = page.getByRole('banner').getByRole('button', { name: /^Cart/ }).first();
  await cart.click();
  expect(await page.evaluate(() => performance.getEntriesByName('storefront:hydrated').length)).toBe(0);
  clickMade();

  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await expect(cart).toHaveAttribute('aria-expanded', 'true');
});
