import { test, expect } from '../../support/fixtures';
import { dismissSplash } from '../../support/splash';
import { uniqueEmail } from '../../support/session';

/** remote-auth's sentence for auth/network-request-failed (remote-auth/src/errors/authErrorMessage.ts). */
const SIGN_IN_UNREACHABLE = 'Sign-in is unreachable right now. Check your connection and try again in a moment.';

test.describe('the Auth emulator is down', () => {
  // The browser logs the refused connection itself; the app must add no error of its own.
  test.use({ expectedConsoleErrors: [/net::ERR_CONNECTION_REFUSED/] });

  test('the login dialog says sign-in is unreachable, keeps the email, and the rest of the page works', { tag: ['@shop', '@cart'] }, async ({ page, context }) => {
    await context.route('http://127.0.0.1:9099/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await dismissSplash(page);

    const email = uniqueEmail('offline');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill('bulk-buyer-2025');
    await login.getByRole('button', { name: 'Login', exact: true }).click();

    await expect(login.getByRole('alert')).toHaveText(SIGN_IN_UNREACHABLE);
    await expect(login.getByLabel('Email')).toHaveValue(email);
    await expect(login.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();

    // The shop still browses and the cart still opens.
    await expect(page.locator('#shop').getByTestId('product-card').first()).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).first().click();
    const cart = page.getByRole('complementary', { name: 'Cart' });
    await expect(cart.getByTestId('cart-empty')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('0');
  });
});
