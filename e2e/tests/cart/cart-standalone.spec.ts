import AxeBuilder from '@axe-core/playwright';
import type { ConsoleMessage, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { placeOrderWith } from '../../support/checkout';

/**
 * The cart remote on its own page (its production build, as the stack serves it on :3002), driven by
 * the original cart's three sample products: what the cart team can check without the other teams.
 */
test.use({ baseURL: 'http://localhost:3002' });

function cartParts(page: Page) {
  const panel = page.getByRole('complementary', { name: 'Cart' });
  return {
    panel,
    lines: panel.getByTestId('cart-line'),
    total: panel.getByText(/^Total £/),
    add: (product: string, label: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product }) }).getByRole('button', { name: label }),
  };
}

test('fills the cart from the samples, one line per pack size, totalled exactly', async ({ page }) => {
  await page.goto('/');
  const cart = cartParts(page);
  await cart.add('Sparkling Spring Water', 'Add 12 x 500ml · £5.10').click();
  await cart.add('Sparkling Spring Water', 'Add 12 x 500ml · £5.10').click();
  await cart.add('Sparkling Spring Water', 'Add 24 x 500ml · £9.20').click();
  await cart.add('Basmati Rice', 'Add 20kg · £44.50').click();
  await expect(page.getByRole('button', { name: /^Cart/ })).toHaveText('Cart 3');

  await page.getByRole('button', { name: /^Cart/ }).click();
  await expect(cart.lines).toHaveCount(3);
  await expect(cart.lines.first()).toContainText('Quantity 2');
  await expect(cart.lines.first()).toContainText('Line total £10.20');
  // 2 × £5.10 + £9.20 + £44.50; in floating point 5.1 + 9.2 is 14.299999999999999.
  await expect(cart.total).toHaveText('Total £63.90');

  // The samples have no picture: the cart's own placeholder shows, served by the cart, at its fixed size.
  const image = cart.lines.first().locator('img');
  await expect(image).toHaveAttribute('src', /^http:\/\/localhost:3002\/assets\/productPlaceholder\.[0-9a-f]+\.svg$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await image.boundingBox()).toMatchObject({ width: 64, height: 64 });
});

test('places an order and logs its payload once', async ({ page }) => {
  const orders: unknown[] = [];
  page.on('console', async (message: ConsoleMessage) => {
    if (message.type() === 'info' && message.text().startsWith('[cart] order placed')) orders.push(await message.args()[1]?.jsonValue());
  });
  await page.goto('/');
  const cart = cartParts(page);
  await cart.add('Laundry Detergent', 'Add 5L · £19.99').click();
  await page.getByRole('button', { name: /^Cart/ }).click();
  await cart.lines.first().getByRole('button', { name: 'Increase quantity' }).click();
  await cart.panel.getByRole('button', { name: 'Checkout' }).click();

  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await placeOrderWith(dialog, { name: 'Tom Baker', email: 'tom@example.com', address: '2 Mill Lane', city: 'York', zip: 'YO1 7HH' });

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText('Order placed successfully! Please collect your items.');
  await expect(cart.panel.getByText('Your cart is empty', { exact: true })).toBeVisible();
  await expect(cart.panel.getByRole('heading', { name: 'Cart' })).toBeFocused();
  await expect.poll(() => orders.length).toBe(1);
  expect(orders[0]).toMatchObject({
    name: 'Tom Baker',
    paymentMethod: 'credit-card',
    cart: [{ product: { id: 'sample-detergent', category: 'Household' }, selectedQty: '5L', multiplier: 2 }],
    totalAmount: 39.98,
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the cart takes the full width, nothing scrolls sideways, and the checkout fits', async ({ page }) => {
    await page.goto('/');
    const cart = cartParts(page);
    await cart.add('Sparkling Spring Water', 'Add 24 x 500ml · £9.20').click();
    await page.getByRole('button', { name: /^Cart/ }).click();
    // Once it has slid in, it spans the screen from edge to edge.
    await expect.poll(async () => Math.round((await cart.panel.boundingBox())?.x ?? -1)).toBe(0);
    expect(Math.round((await cart.panel.boundingBox())?.width ?? 0)).toBe(320);
    for (const control of ['Decrease quantity', 'Increase quantity', 'Remove', 'Checkout', 'Close cart']) {
      await expect(cart.panel.getByRole('button', { name: control })).toBeInViewport();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    await cart.panel.getByRole('button', { name: 'Checkout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Checkout' });
    await expect(dialog).toBeVisible();
    const dialogBox = await dialog.boundingBox();
    expect((dialogBox?.x ?? -1) >= 0 && (dialogBox?.width ?? 999) <= 320).toBe(true);
  });
});

test('the open cart and the checkout dialog pass an accessibility scan', async ({ page }) => {
  await page.goto('/');
  const cart = cartParts(page);
  await cart.add('Basmati Rice', 'Add 5kg · £12.49').click();
  await page.getByRole('button', { name: /^Cart/ }).click();
  await expect(cart.lines).toHaveCount(1);
  const panelScan = await new AxeBuilder({ page }).include('aside').analyze();
  expect(panelScan.violations).toEqual([]);

  await cart.panel.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: 'Checkout' }).getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('dialog', { name: 'Checkout' }).getByLabel('Name')).toBeFocused();
  const dialogScan = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(dialogScan.violations).toEqual([]);
});
