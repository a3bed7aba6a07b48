import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { addPack, cartParts } from '../../support/cartParts';
import { recordOrders } from '../../support/checkout';
import { registerThroughUi } from '../../support/session';

/** The cart through the host, as a shopper uses it: signed in, adding from the shop's cards. */

const ORDER_PLACED = 'Order placed successfully! Please collect your items.';

/** The splash covers the page for its first seconds; a shopper may dismiss it with Esc. */
async function openStorefront(page: Page) {
  await page.goto('/');
  const splash = page.locator('#splash');
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(splash).toHaveCount(0, { timeout: 500 });
  }).toPass();
}

test.beforeEach(async ({ page }) => {
  await openStorefront(page);
  await registerThroughUi(page);
});

test('opens from the header, closes with Esc or "Close cart", and hands focus back', { tag: ['@auth'] }, async ({ page }) => {
  const cart = cartParts(page);
  await cart.headerCart.focus();
  await page.keyboard.press('Enter');
  await expect(cart.panel).toBeVisible();
  await expect(cart.panel.getByRole('heading', { name: 'Cart' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(cart.panel).toBeHidden();
  await expect(cart.headerCart).toHaveAttribute('aria-expanded', 'false');
  await expect(cart.headerCart).toBeFocused();

  await cart.headerCart.click();
  await cart.panel.getByRole('button', { name: 'Close cart' }).click();
  await expect(cart.panel).toBeHidden();
  await expect(cart.headerCart).toBeFocused();
});

test('checks out: a message beside each bad field, then a valid order empties the cart and is confirmed', { tag: ['@shop', '@auth'] }, async ({ page }) => {
  const cart = cartParts(page);
  const orders = recordOrders(page);

  await addPack(page, 'Plain Flour', '20kg');
  await addPack(page, 'Plain Flour', '20kg');
  await addPack(page, 'Long Grain Rice', '10kg');
  await cart.headerCart.click();
  await expect(cart.total).toHaveText('Total £51.99');

  await cart.checkout.click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Total to pay £51.99');
  await expect(dialog.getByRole('radio', { name: 'Credit card' })).toBeChecked();

  const field = (label: string) => dialog.getByRole('textbox', { name: label, exact: true });
  const placeOrder = dialog.getByRole('button', { name: 'Place order' });
  await placeOrder.click();
  await expect(field('Name')).toHaveAccessibleDescription('Name is required');
  await expect(field('Email')).toHaveAccessibleDescription('Email is required');
  await expect(field('Address')).toHaveAccessibleDescription('Address is required');
  await expect(field('City')).toHaveAccessibleDescription('City is required');
  await expect(field('ZIP code')).toHaveAccessibleDescription('ZIP code is required');
  await expect(field('Name')).toBeFocused();

  await field('Name').fill('Asha Patel');
  await field('Email').fill('asha@');
  await field('Address').fill('1 Market Street');
  await field('City').fill('Leicester');
  await field('ZIP code').fill('LE1 5WW');
  await placeOrder.click();
  await expect(field('Email')).toHaveAccessibleDescription('Enter a valid email address, like name@example.com');
  await expect(field('Email')).toBeFocused();
  await expect(field('Name')).not.toHaveAttribute('aria-invalid');
  expect(orders).toEqual([]);

  await field('Email').fill('asha@example.com');
  await dialog.getByRole('radio', { name: 'PayPal' }).check();
  await placeOrder.click();

  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('notification')).toContainText(ORDER_PLACED);
  await expect(cart.panel.getByText('Your cart is empty', { exact: true })).toBeVisible();
  await expect(cart.badge).toHaveText('0');
  await expect(cart.checkout).toBeDisabled();

  await expect.poll(() => orders.length).toBe(1);
  expect(orders[0]).toEqual({
    name: 'Asha Patel',
    email: 'asha@example.com',
    address: '1 Market Street',
    city: 'Leicester',
    zip: 'LE1 5WW',
    paymentMethod: 'paypal',
    cart: [
      { product: expect.objectContaining({ id: '1', name: 'Plain Flour' }), selectedQty: '20kg', multiplier: 2 },
      { product: expect.objectContaining({ id: '2', name: 'Long Grain Rice' }), selectedQty: '10kg', multiplier: 1 },
    ],
    totalAmount: 51.99,
  });
});
