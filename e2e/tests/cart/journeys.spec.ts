// drives: shop, auth
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

test('a shopper opens the empty cart and closes it', async ({ page }) => {
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

test('a signed-in shopper adds a pack, opens the cart and places the order', async ({ page }) => {
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
