import type { Locator } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { addPack, cartParts } from '../../support/cartParts';
import { placeOrderWith, recordOrders } from '../../support/checkout';
import { startJourney } from '../../support/journey';
import { registerThroughUi } from '../../support/session';

/**
 * What shoppers do with the cart, step by step. The cart team's check runs them on the local stack, and a
 * release of the cart runs them again on the live host page with its candidate build, refusing the
 * candidate at the first step that fails (tools/release/journeys.mjs): each step is named for that.
 */

/** The pence of the first amount in pounds ("£1,234.56") in a text. */
function pence(text: string): number {
  const amount = /£([\d,]+\.\d{2})/.exec(text);
  if (!amount?.[1]) throw new Error(`no amount in pounds in "${text}"`);
  return Math.round(Number(amount[1].replaceAll(',', '')) * 100);
}

/** An amount as en-GB writes pounds ("£1,036.29"), which the spec asks the total to be shown in. */
const gbp = (amount: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(amount / 100);

/**
 * The total the open cart reads is what its lines come to, each pack's price times its quantity, whatever
 * the live catalogue's prices are; and it is more than nothing while a line is there.
 */
async function expectTotalOfLines(lines: Locator, total: Locator): Promise<void> {
  await expect(async () => {
    let sum = 0;
    for (const line of await lines.all()) sum += pence(await line.getByText(/ each$/).innerText()) * Number(await line.getByTestId('cart-line-quantity').innerText());
    const shown = pence(await total.innerText());
    expect(shown, `the total reads "${(await total.innerText()).replace(/\s+/g, ' ')}"`).toBe(sum);
    if ((await lines.count()) > 0) expect(shown, 'the total of a cart with lines').toBeGreaterThan(0);
  }).toPass({ timeout: 10_000 });
}

test('a shopper opens the empty cart and closes it', { tag: ['@auth'] }, async ({ page }) => {
  const cart = cartParts(page);
  await startJourney(page);
  await test.step('open the cart', async () => {
    await cart.headerCart.click();
    await expect(cart.panel).toBeVisible();
    await expect(cart.empty).toBeVisible();
    await expect(cart.checkout).toBeDisabled();
  });
  await test.step('close the cart', async () => {
    await cart.panel.getByRole('button', { name: 'Close cart' }).click();
    await expect(cart.panel).toBeHidden();
    await expect(cart.headerCart).toBeFocused();
  });
});

test('a signed-in shopper adds a pack, opens the cart and places the order', { tag: ['@shop', '@auth'] }, async ({ page }) => {
  const cart = cartParts(page);
  await startJourney(page);
  await test.step('sign in', () => registerThroughUi(page));
  await test.step('add a pack', async () => {
    await addPack(page, 'Plain Flour', '5kg');
    await expect(cart.badge).toHaveText('1');
  });
  await test.step('open the cart', async () => {
    await cart.headerCart.click();
    await expect(cart.lines).toHaveCount(1);
  });
  await test.step('place the order', async () => {
    await cart.checkout.click();
    const dialog = page.getByRole('dialog', { name: 'Checkout' });
    await placeOrderWith(dialog, { name: 'Pat Trader', email: 'pat@example.com', address: '1 Market Street', city: 'Leeds', zip: 'LS1 1AA' });
    await expect(dialog).toBeHidden();
    await expect(cart.lines).toHaveCount(0);
    await expect(cart.badge).toHaveText('0');
  });
});

test('a signed-in shopper changes a quantity up and down and removes a line, reading the total each time', { tag: ['@shop', '@auth'] }, async ({ page }) => {
  const cart = cartParts(page);
  const quantity = (line: Locator) => line.getByTestId('cart-line-quantity');
  const flour5 = cart.line('Plain Flour', '5kg');
  const flour10 = cart.line('Plain Flour', '10kg');
  const rice = cart.line('Long Grain Rice', '20kg');
  await startJourney(page);
  await test.step('sign in', () => registerThroughUi(page));
  await test.step('add three packs', async () => {
    await addPack(page, 'Plain Flour', '5kg');
    await addPack(page, 'Plain Flour', '10kg');
    await addPack(page, 'Long Grain Rice', '20kg');
    await expect(cart.badge).toHaveText('3');
  });
  await test.step('open the cart and read the total', async () => {
    await cart.headerCart.click();
    await expect(cart.lines).toHaveCount(3);
    await expectTotalOfLines(cart.lines, cart.total);
  });
  await test.step('raise a quantity and read the total', async () => {
    await flour10.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity(flour10)).toHaveText('2');
    await expect(quantity(flour5)).toHaveText('1');
    await expectTotalOfLines(cart.lines, cart.total);
  });
  await test.step('lower it again and read the total', async () => {
    await flour10.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(quantity(flour10)).toHaveText('1');
    await expectTotalOfLines(cart.lines, cart.total);
  });
  await test.step('remove the middle line and read the total', async () => {
    await flour10.getByRole('button', { name: 'Remove' }).click();
    await expect(cart.lines).toHaveCount(2);
    await expect(flour10).toHaveCount(0);
    await expect(flour5).toHaveCount(1);
    await expect(rice).toHaveCount(1);
    await expect(cart.badge).toHaveText('2');
    await expectTotalOfLines(cart.lines, cart.total);
  });
});

test('a trader fills the cart past £1,000 from several products and pack sizes, raising the lines with +, and places the order', { tag: ['@shop', '@auth'] }, async ({ page }) => {
  const cart = cartParts(page);
  const orders = recordOrders(page);
  const quantity = (line: Locator) => line.getByTestId('cart-line-quantity');
  const packs = [
    { product: 'Milk Chocolate Bars', size: '96 x 45g' },
    { product: 'Milk Chocolate Bars', size: '48 x 45g' },
    { product: 'Long Grain Rice', size: '20kg' },
    { product: 'Tea Bags', size: '1760 bags' },
    { product: 'Plain Flour', size: '20kg' },
  ];
  /** Each pack's line as the cart shows it: its pack's price in pence and its quantity, its line total checked. */
  const readLines = async () => {
    const read = [];
    for (const pack of packs) {
      const line = cart.line(pack.product, pack.size);
      const unit = pence(await line.getByText(/ each$/).innerText());
      const count = Number(await quantity(line).innerText());
      await expect(line, `${pack.product} ${pack.size}`).toContainText(`Line total ${gbp(unit * count)}`);
      read.push({ ...pack, unit, count });
    }
    return read;
  };
  let read: Awaited<ReturnType<typeof readLines>> = [];
  let shown = 0;
  await startJourney(page);
  await test.step('sign in', () => registerThroughUi(page));
  await test.step('add several products in several pack sizes, one pack twice', async () => {
    for (const { product, size } of packs) await addPack(page, product, size);
    await addPack(page, 'Plain Flour', '20kg');
    await expect(cart.badge).toHaveText(String(packs.length));
  });
  await test.step('open the cart', async () => {
    await cart.headerCart.click();
    await expect(cart.headerCart).toHaveAttribute('aria-expanded', 'true');
    await expect(cart.lines).toHaveCount(packs.length);
    await expect(quantity(cart.line('Plain Flour', '20kg'))).toHaveText('2');
    await expect(cart.line('Tea Bags', '1760 bags').getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });
  await test.step('raise the lines with + until the total is over £1,000', async () => {
    for (let round = 1; pence(await cart.total.innerText()) <= 100_000; round += 1) {
      expect(round, 'rounds of + on every line before the total passed £1,000').toBeLessThanOrEqual(40);
      for (const { product, size } of packs) {
        const line = cart.line(product, size);
        const before = Number(await quantity(line).innerText());
        await line.getByRole('button', { name: 'Increase quantity' }).click();
        await expect(quantity(line)).toHaveText(String(before + 1));
      }
    }
    await expect(cart.lines).toHaveCount(packs.length);
    await expect(cart.badge).toHaveText(String(packs.length));
  });
  await test.step('read every line and the total in pounds, with the thousands separator', async () => {
    read = await readLines();
    shown = read.reduce((sum, { unit, count }) => sum + unit * count, 0);
    expect(shown).toBeGreaterThan(100_000);
    await expect(cart.total).toHaveText(`Total ${gbp(shown)}`);
  });
  await test.step('check out', async () => {
    await expect(cart.checkout).toBeEnabled();
    await cart.checkout.click();
    await expect(page.getByRole('dialog', { name: 'Checkout' })).toContainText(`Total to pay ${gbp(shown)}`);
  });
  await test.step('place the order and read the order logged', async () => {
    const dialog = page.getByRole('dialog', { name: 'Checkout' });
    await placeOrderWith(dialog, { name: 'Sam Trader', email: 'sam@example.com', address: '4 Wholesale Park', city: 'Bradford', zip: 'BD1 1AA' });
    await expect(dialog).toBeHidden();
    await expect.poll(() => orders.length).toBe(1);
    expect(orders[0]).toMatchObject({
      name: 'Sam Trader',
      email: 'sam@example.com',
      paymentMethod: 'credit-card',
      cart: read.map(({ product, size, unit, count }) => ({ product: { name: product, bulkOptions: { [size]: unit / 100 } }, selectedQty: size, multiplier: count })),
      totalAmount: shown / 100,
    });
    await expect(cart.empty).toBeVisible();
    await expect(cart.badge).toHaveText('0');
    await expect(cart.total).toHaveText('Total £0.00');
    await expect(cart.checkout).toBeDisabled();
  });
});
