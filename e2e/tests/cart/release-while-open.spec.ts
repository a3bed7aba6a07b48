import path from 'node:path';
import { test, expect } from '../../support/fixtures';
import { addPack, cartParts } from '../../support/cartParts';
import { placeOrderWith } from '../../support/checkout';
import { endRehearsal, missesAt, nextBuild, openAndSettle, redrawn, releaseOnStack } from '../../support/releaseWhileOpen';
import { remoteOrigin } from '../../support/remotes';
import { registerThroughUi } from '../../support/session';
import { REPO } from '../../support/tempBuild';

/**
 * The cart team releases while a shopper has the storefront open: the shopper then adds, opens, changes a
 * quantity, checks out and places the order, all from the build their page loaded. The next build changes
 * the cart's own picture and its order code.
 */
let next: string;

test.beforeAll(() => {
  test.setTimeout(240_000);
  next = nextBuild('cart', {
    'src/cart/productPlaceholder.svg': redrawn,
    'src/checkout/order.ts': (text) => text.replace('totalAmount: cartTotalPence(lines) / 100,', 'totalAmount: Number((cartTotalPence(lines) / 100).toFixed(2)),'),
  });
});

test.afterEach(() => endRehearsal('cart'));

test('a shopper whose page opened before the cart team’s release adds, opens the cart, changes a quantity, checks out and places the order', { tag: ['@shop', '@auth'] }, async ({ page }) => {
  test.setTimeout(180_000);
  const cart = cartParts(page);
  await releaseOnStack('cart', path.join(REPO, 'remote-cart', 'dist'));
  await openAndSettle(page);
  await registerThroughUi(page);
  const misses = missesAt(page, remoteOrigin('cart'));
  await releaseOnStack('cart', next);

  await addPack(page, 'Plain Flour', '5kg');
  await expect(cart.badge).toHaveText('1');
  await cart.headerCart.click();
  const line = cart.line('Plain Flour', '5kg');
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(line.getByTestId('cart-line-quantity')).toHaveText('2');
  await cart.checkout.click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await placeOrderWith(dialog, { name: 'Pat Trader', email: 'pat@example.com', address: '1 Market Street', city: 'Leeds', zip: 'LS1 1AA' });
  await expect(dialog).toBeHidden();
  await expect(cart.badge).toHaveText('0');
  expect(misses, 'every file the page asked the cart site for, after the release').toEqual([]);
});
