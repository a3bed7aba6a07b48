import { test, expect } from '../support/fixtures';
import { dismissSplash } from '../support/splash';

test.describe('federation backbone', () => {
  test('the host mounts all three remotes', async ({ page }) => {
    await page.goto('/');
    await dismissSplash(page);
    await expect(page.getByRole('heading', { name: 'Shop', exact: true })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();

    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Cart/ }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });

  test('a state published by one remote reaches the host and the other remotes', async ({ page }) => {
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

  test.describe('with the shop server down', () => {
    test.use({ expectedConsoleErrors: [/ERR_CONNECTION_REFUSED/] });

    test('the host shows the shop fallback, the rest works, and Retry brings the shop back', async ({ page }) => {
      await page.route('http://localhost:3001/**', (route) => route.abort('connectionrefused'));
      await page.goto('/');
      await dismissSplash(page);
      const shop = page.locator('#shop');
      await expect(shop.getByRole('alert')).toContainText('The shop is not available right now.');

      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^Cart/ }).click();
      await expect(page.getByText('Your cart is empty')).toBeVisible();

      await page.unroute('http://localhost:3001/**');
      await shop.getByRole('button', { name: 'Retry' }).click();
      await expect(shop.getByTestId('product-card').first()).toBeVisible();
    });
  });
});
