import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { packSize } from '../../support/packSize';
import { uniqueEmail } from '../../support/session';
import { dismissSplash } from '../../support/splash';

/**
 * The whole journey of a shopper, from a visitor's first Add to cart to signing in again after an order:
 * once with the mouse, once with the keyboard alone. It crosses every team, so it finds things by role,
 * the names the teams agree on and test ids; what each team says (its messages) is for its own specs.
 */

const PASSWORD = 'bulk-buyer-2025';

function parts(page: Page) {
  const header = page.getByRole('banner');
  const cart = page.getByRole('complementary', { name: 'Cart' });
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  const card = (name: string) => page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
  return {
    header,
    badge: page.getByTestId('cart-count'),
    notification: page.getByTestId('notification'),
    headerLogin: header.getByRole('button', { name: 'Login' }).first(),
    headerLogout: header.getByRole('button', { name: 'Logout' }).first(),
    headerCart: header.getByRole('button', { name: /^Cart/ }),
    login: page.getByRole('dialog', { name: 'Login' }),
    register: page.getByRole('dialog', { name: 'Register' }),
    card,
    packSize: (name: string) => card(name).getByLabel('Pack size'),
    addToCart: (name: string) => card(name).getByRole('button', { name: 'Add to cart' }),
    cart,
    lines: cart.getByTestId('cart-line'),
    line: (name: string, size: string) => cart.getByTestId('cart-line').filter({ hasText: name }).filter({ hasText: packSize(size) }),
    quantity: (line: Locator) => line.getByTestId('cart-line-quantity'),
    emptyCart: cart.getByTestId('cart-empty'),
    goToCart: page.getByTestId('notification').getByRole('button', { name: 'Go to Cart' }),
    checkoutButton: cart.getByRole('button', { name: 'Checkout' }),
    checkout,
    field: (label: string) => checkout.getByRole('textbox', { name: label, exact: true }),
    placeOrder: checkout.getByRole('button', { name: 'Place order' }),
  };
}

const VALID = { Name: 'Asha Patel', Email: 'asha@example.com', Address: '1 Market Street', City: 'Leicester', 'ZIP code': 'LE1 5WW' };

/** A field refused with a message beside it (the message's words are the cart's to test). */
async function expectFieldError(field: Locator): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/\S/);
}

async function openStorefront(page: Page): Promise<void> {
  await page.goto('/');
  await dismissSplash(page);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
}

/**
 * Presses Tab (or Shift+Tab) until the locator has focus, as a keyboard user moves through the page;
 * fails if it is not reached within `max` presses.
 */
async function tabTo(page: Page, target: Locator, { max = 120, backwards = false } = {}): Promise<void> {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `reached with ${key} within ${max} presses`).toBeFocused({ timeout: 1 });
}

test('the whole journey with the mouse: asked to log in, register, fill and change the cart, check out, log out and in', { tag: ['@shop', '@cart', '@auth'] }, async ({ page }) => {
  const ui = parts(page);
  const email = uniqueEmail('journey');
  await openStorefront(page);

  // A visitor is asked to log in, and nothing is added.
  await ui.addToCart('Plain Flour').click();
  await expect(ui.login).toBeVisible();
  await expect(ui.badge).toHaveText('0');

  await ui.login.getByRole('button', { name: 'Register instead' }).click();
  await expect(ui.register).toBeVisible();
  await ui.register.getByLabel('Email').fill(email);
  await ui.register.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await ui.register.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(ui.register).toBeHidden();
  await expect(ui.notification).not.toBeEmpty();
  await expect(ui.headerLogout).toBeVisible();
  await expect(ui.header.getByText(email).first()).toBeVisible();

  // The badge counts lines: the same pack again raises its multiplier, another pack or product is a new line.
  await ui.packSize('Plain Flour').selectOption('5kg');
  await ui.addToCart('Plain Flour').click();
  await expect(ui.notification).toContainText('Plain Flour');
  await expect(ui.goToCart).toBeVisible();
  await expect(ui.badge).toHaveText('1');
  await ui.addToCart('Plain Flour').click();
  await expect(ui.badge).toHaveText('1');
  await ui.packSize('Plain Flour').selectOption('10kg');
  await ui.addToCart('Plain Flour').click();
  await expect(ui.badge).toHaveText('2');
  await ui.packSize('Long Grain Rice').selectOption('20kg');
  await ui.addToCart('Long Grain Rice').click();
  await expect(ui.badge).toHaveText('3');

  await ui.headerCart.click();
  await expect(ui.cart).toBeVisible();
  await expect(ui.lines).toHaveCount(3);
  await expect(ui.quantity(ui.line('Plain Flour', '5kg'))).toHaveText('2');
  await expect(ui.quantity(ui.line('Plain Flour', '10kg'))).toHaveText('1');
  await expect(ui.quantity(ui.line('Long Grain Rice', '20kg'))).toHaveText('1');

  // Plus, minus (disabled at 1), remove.
  const flour10 = ui.line('Plain Flour', '10kg');
  const minus = flour10.getByRole('button', { name: 'Decrease quantity' });
  await expect(minus).toBeDisabled();
  await flour10.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(ui.quantity(flour10)).toHaveText('2');
  await expect(minus).toBeEnabled();
  await minus.click();
  await expect(ui.quantity(flour10)).toHaveText('1');
  await expect(minus).toBeDisabled();
  await ui.line('Long Grain Rice', '20kg').getByRole('button', { name: 'Remove' }).click();
  await expect(ui.lines).toHaveCount(2);
  await expect(ui.badge).toHaveText('2');

  // Checkout: a message beside each empty field, then a valid order.
  await ui.checkoutButton.click();
  await expect(ui.checkout).toBeVisible();
  await ui.placeOrder.click();
  for (const label of Object.keys(VALID)) await expectFieldError(ui.field(label));
  await expect(ui.field('Name')).toBeFocused();
  for (const [label, value] of Object.entries(VALID)) await ui.field(label).fill(value);
  await ui.placeOrder.click();
  await expect(ui.checkout).toBeHidden();
  await expect(ui.notification).not.toBeEmpty();
  await expect(ui.emptyCart).toBeVisible();
  await expect(ui.lines).toHaveCount(0);
  await expect(ui.badge).toHaveText('0');

  // Close the cart (it lies over the page), log out, and in again with the same credentials.
  await ui.cart.getByRole('button', { name: 'Close cart' }).click();
  await expect(ui.cart).toBeHidden();
  await ui.headerLogout.click();
  await expect(ui.headerLogin).toBeVisible();
  await expect(ui.header.getByText(email)).toHaveCount(0);
  await ui.headerLogin.click();
  await expect(ui.login).toBeVisible();
  await ui.login.getByLabel('Email').fill(email);
  await ui.login.getByLabel('Password').fill(PASSWORD);
  await ui.login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(ui.login).toBeHidden();
  await expect(ui.notification).not.toBeEmpty();
  await expect(ui.header.getByText(email).first()).toBeVisible();
});

test('the whole journey with the keyboard alone', { tag: ['@shop', '@cart', '@auth'] }, async ({ page }) => {
  const ui = parts(page);
  const email = uniqueEmail('keyboard');
  const press = (key: string) => page.keyboard.press(key);
  await openStorefront(page);

  // A visitor is asked to log in.
  await tabTo(page, ui.addToCart('Plain Flour'));
  await press('Enter');
  await expect(ui.login).toBeVisible();
  await expect(ui.login.getByLabel('Email')).toBeFocused();
  await expect(ui.badge).toHaveText('0');

  await tabTo(page, ui.login.getByRole('button', { name: 'Register instead' }), { max: 10 });
  await press('Enter');
  await expect(ui.register).toBeVisible();
  await tabTo(page, ui.register.getByLabel('Email'), { max: 10 });
  await page.keyboard.type(email);
  await tabTo(page, ui.register.getByLabel('Password', { exact: true }), { max: 3 });
  await page.keyboard.type(PASSWORD);
  await press('Enter');
  await expect(ui.register).toBeHidden();
  await expect(ui.notification).not.toBeEmpty();
  await expect(ui.headerLogout).toBeVisible();

  // Lines counted on the badge; a pack is chosen with the arrow keys.
  await tabTo(page, ui.packSize('Plain Flour'));
  await expect(ui.packSize('Plain Flour')).toHaveValue('5kg');
  await tabTo(page, ui.addToCart('Plain Flour'), { max: 3 });
  await press('Enter');
  await expect(ui.badge).toHaveText('1');
  await press('Space');
  await expect(ui.notification).toContainText('Plain Flour');
  await expect(ui.goToCart).toBeVisible();
  await expect(ui.badge).toHaveText('1');
  await tabTo(page, ui.packSize('Plain Flour'), { max: 3, backwards: true });
  await press('ArrowDown');
  await expect(ui.packSize('Plain Flour')).toHaveValue('10kg');
  await tabTo(page, ui.addToCart('Plain Flour'), { max: 3 });
  await press('Enter');
  await expect(ui.badge).toHaveText('2');
  await tabTo(page, ui.packSize('Long Grain Rice'), { max: 10 });
  await press('ArrowDown');
  await press('ArrowDown');
  await expect(ui.packSize('Long Grain Rice')).toHaveValue('20kg');
  await tabTo(page, ui.addToCart('Long Grain Rice'), { max: 3 });
  await press('Enter');
  await expect(ui.badge).toHaveText('3');

  // The cart, from the header: focus moves into it.
  await tabTo(page, ui.headerCart, { backwards: true });
  await press('Enter');
  await expect(ui.cart).toBeVisible();
  await expect(ui.lines).toHaveCount(3);
  await expect(ui.quantity(ui.line('Plain Flour', '5kg'))).toHaveText('2');

  const flour10 = ui.line('Plain Flour', '10kg');
  const minus = flour10.getByRole('button', { name: 'Decrease quantity' });
  await expect(minus).toBeDisabled();
  await tabTo(page, flour10.getByRole('button', { name: 'Increase quantity' }), { max: 20 });
  await press('Enter');
  await expect(ui.quantity(flour10)).toHaveText('2');
  await tabTo(page, minus, { max: 3, backwards: true });
  await press('Space');
  await expect(ui.quantity(flour10)).toHaveText('1');
  await expect(minus).toBeDisabled();
  await tabTo(page, ui.line('Long Grain Rice', '20kg').getByRole('button', { name: 'Remove' }), { max: 20 });
  await press('Enter');
  await expect(ui.lines).toHaveCount(2);
  await expect(ui.badge).toHaveText('2');

  // Checkout: errors beside the fields, then a valid order sent with Enter from a field.
  await tabTo(page, ui.checkoutButton, { max: 20 });
  await press('Enter');
  await expect(ui.checkout).toBeVisible();
  await tabTo(page, ui.placeOrder, { max: 20 });
  await press('Enter');
  for (const label of Object.keys(VALID)) await expectFieldError(ui.field(label));
  await expect(ui.field('Name')).toBeFocused();
  for (const [label, value] of Object.entries(VALID)) {
    await tabTo(page, ui.field(label), { max: 3 });
    await page.keyboard.type(value);
  }
  await tabTo(page, ui.checkout.getByRole('radio', { name: 'Credit card' }), { max: 3 });
  await press('ArrowDown');
  await expect(ui.checkout.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  await tabTo(page, ui.placeOrder, { max: 5 });
  await press('Enter');
  await expect(ui.checkout).toBeHidden();
  await expect(ui.notification).not.toBeEmpty();
  await expect(ui.emptyCart).toBeVisible();
  await expect(ui.badge).toHaveText('0');

  // Esc closes the cart; then log out and in again.
  await press('Escape');
  await expect(ui.cart).toBeHidden();
  await expect(ui.headerCart).toBeFocused();
  await tabTo(page, ui.headerLogout, { max: 5, backwards: true });
  await press('Enter');
  await expect(ui.headerLogin).toBeVisible();
  await tabTo(page, ui.headerLogin, { max: 40 });
  await press('Enter');
  await expect(ui.login.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(email);
  await press('Tab');
  await expect(ui.login.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await press('Enter');
  await expect(ui.login).toBeHidden();
  await expect(ui.notification).not.toBeEmpty();
  await expect(ui.header.getByText(email).first()).toBeVisible();
});
