import type { ConsoleMessage, Locator, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { addPack, cartParts } from '../../support/cartParts';
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

async function expectLine(line: Locator, multiplier: number, unit: string, lineTotal: string) {
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(`${unit} each`);
  await expect(line).toContainText(`Quantity ${multiplier}`);
  await expect(line).toContainText(`Line total ${lineTotal}`);
}

test.beforeEach(async ({ page }) => {
  await openStorefront(page);
  await registerThroughUi(page);
});

test('adds packs, counts lines on the badge, and changes, removes and totals them in pounds', { tag: ['@shop', '@auth'] }, async ({ page }) => {
  const cart = cartParts(page);
  await expect(cart.badge).toHaveText('0');

  await addPack(page, 'Plain Flour', '5kg');
  await expect(cart.badge).toHaveText('1');
  await addPack(page, 'Plain Flour', '5kg');
  await expect(cart.badge).toHaveText('1');
  await addPack(page, 'Plain Flour', '10kg');
  await expect(cart.badge).toHaveText('2');
  await addPack(page, 'Long Grain Rice', '20kg');
  await expect(cart.badge).toHaveText('3');

  await cart.headerCart.click();
  await expect(cart.panel).toBeVisible();
  await expect(cart.headerCart).toHaveAttribute('aria-expanded', 'true');
  await expect(cart.lines).toHaveCount(3);
  await expectLine(cart.line('Plain Flour', '5kg'), 2, '£6.00', '£12.00');
  await expectLine(cart.line('Plain Flour', '10kg'), 1, '£10.00', '£10.00');
  await expectLine(cart.line('Long Grain Rice', '20kg'), 1, '£29.00', '£29.00');
  await expect(cart.total).toHaveText('Total £51.00');

  await cart.line('Plain Flour', '10kg').getByRole('button', { name: 'Increase quantity' }).click();
  await expectLine(cart.line('Plain Flour', '10kg'), 2, '£10.00', '£20.00');
  await expect(cart.total).toHaveText('Total £61.00');

  const flour5 = cart.line('Plain Flour', '5kg');
  const minus = flour5.getByRole('button', { name: 'Decrease quantity' });
  await expect(minus).toBeEnabled();
  await minus.click();
  await expectLine(flour5, 1, '£6.00', '£6.00');
  await expect(minus).toBeDisabled();
  await expect(cart.total).toHaveText('Total £55.00');

  await cart.line('Long Grain Rice', '20kg').getByRole('button', { name: 'Remove' }).click();
  await expect(cart.lines).toHaveCount(2);
  await expect(cart.badge).toHaveText('2');
  await expect(cart.total).toHaveText('Total £26.00');

  await flour5.getByRole('button', { name: 'Remove' }).click();
  await cart.line('Plain Flour', '10kg').getByRole('button', { name: 'Remove' }).click();
  await expect(cart.lines).toHaveCount(0);
  await expect(cart.panel.getByText('Your cart is empty', { exact: true })).toBeVisible();
  await expect(cart.badge).toHaveText('0');
  await expect(cart.total).toHaveText('Total £0.00');
  await expect(cart.checkout).toBeDisabled();
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
  const orders: unknown[] = [];
  const recordOrder = async (message: ConsoleMessage) => {
    if (message.type() === 'info' && message.text().startsWith('[cart] order placed')) orders.push(await message.args()[1]?.jsonValue());
  };
  page.on('console', recordOrder);

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
