import type { Locator } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { addPack, cartParts } from '../../support/cartParts';
import { placeOrderWith } from '../../support/checkout';
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
