import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { registerThroughUi } from '../../support/session';
import { dismissSplash } from '../../support/splash';

/** The whole page, host and remotes together, scanned by axe in every state a shopper can bring about. */

// axe-core injects inline styles while it measures, which the page's Content-Security-Policy rightly
// refuses; only this scan bypasses the policy (security.spec.ts checks it is enforced).
test.use({ bypassCSP: true });

async function expectNoViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const found = violations.map(({ id, help, nodes }) => `${id} (${help}): ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(found, 'axe violations').toEqual([]);
}

async function openStorefront(page: Page): Promise<void> {
  await page.goto('/');
  await dismissSplash(page);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
}

const card = (page: Page, name: string) => page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('the page after the splash', { tag: ['@shop'] }, async ({ page }) => {
  await openStorefront(page);
  await expectNoViolations(page);
});

test('a phone with the mobile menu open', { tag: ['@shop'] }, async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openStorefront(page);
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expectNoViolations(page);
});

test('the Login dialog, then the Register dialog', { tag: ['@shop', '@auth'] }, async ({ page }) => {
  await openStorefront(page);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).first().click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  await expectNoViolations(page);

  await login.getByRole('button', { name: 'Register instead' }).click();
  await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
  await expectNoViolations(page);
});

test('the product detail dialog', { tag: ['@shop'] }, async ({ page }) => {
  await openStorefront(page);
  await card(page, 'Plain Flour').getByRole('button', { name: 'Plain Flour' }).click();
  await expect(page.getByRole('dialog', { name: 'Plain Flour' })).toBeVisible();
  await expectNoViolations(page);
});

test('the cart with a line, the checkout dialog, and its errors', { tag: ['@shop', '@cart', '@auth'] }, async ({ page }) => {
  await openStorefront(page);
  await registerThroughUi(page);
  await card(page, 'Plain Flour').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
  const cart = page.getByRole('complementary', { name: 'Cart' });
  await expect(cart.getByTestId('cart-line')).toHaveCount(1);
  await expectNoViolations(page);

  await cart.getByRole('button', { name: 'Checkout' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout).toBeVisible();
  await expectNoViolations(page);

  await checkout.getByRole('button', { name: 'Place order' }).click();
  await expect(checkout.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);
});
