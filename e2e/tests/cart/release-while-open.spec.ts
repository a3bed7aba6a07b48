import path from 'node:path';
import { test, expect } from '../../support/fixtures';
import { addPack, cartParts } from '../../support/cartParts';
import { placeOrderWith } from '../../support/checkout';
import { endRehearsal, missesAt, nextBuild, openAndSettle, OPENINGS, overTheNetwork, redrawn, releaseOnStack, rollBackOnStack, untilTheWorkerKeepsEveryRemote } from '../../support/releaseWhileOpen';
import { remoteOrigin } from '../../support/remotes';
import { registerThroughUi } from '../../support/session';
import { REPO } from '../../support/tempBuild';

/**
 * The cart team releases while a shopper has the storefront open: the shopper then adds, opens, changes a
 * quantity, checks out and places the order, all from the build their page loaded. The next build changes
 * the cart's own picture and its order code. Then a rollback, under the service worker: the device's kept
 * build is what a returning page runs once the site has gone back to it.
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

for (const opening of OPENINGS) {
  test.describe(opening.title, () => {
    test.use({ serviceWorkers: opening.serviceWorkers });

    test('a shopper whose page opened before the cart team’s release adds, opens the cart, changes a quantity, checks out and places the order', { tag: ['@shop', '@auth'] }, async ({ page }) => {
      test.setTimeout(180_000);
      const cart = cartParts(page);
      await releaseOnStack('cart', path.join(REPO, 'remote-cart', 'dist'));
      await opening.open(page);
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
  });
}

test.describe('a rollback under the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after the cart team releases and rolls back, a returning shopper’s page runs the build rolled back to, its files from the device', async ({ page, context }) => {
    test.setTimeout(180_000);
    const CART = remoteOrigin('cart');
    const { live: before } = await releaseOnStack('cart', path.join(REPO, 'remote-cart', 'dist'));
    await openAndSettle(page);
    await untilTheWorkerKeepsEveryRemote(page);
    await releaseOnStack('cart', next);
    await openAndSettle(page);
    const { live } = await rollBackOnStack('cart');
    expect(live).toBe(before);

    const asked = overTheNetwork(context);
    const ran: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(`${CART}/v/`)) ran.push(response.url());
    });
    await openAndSettle(page);
    await registerThroughUi(page);
    await addPack(page, 'Plain Flour', '5kg');
    const cart = cartParts(page);
    await expect(cart.badge).toHaveText('1');
    await cart.headerCart.click();
    await expect(cart.line('Plain Flour', '5kg')).toBeVisible();

    expect(ran.length, 'the cart’s scripts the page ran').toBeGreaterThan(0);
    expect(ran.filter((url) => !url.startsWith(`${CART}/v/${before}/`)), 'scripts of a build other than the one rolled back to').toEqual([]);
    expect(asked.filter((entry) => entry.includes(`${CART}/v/`)), 'the cart’s build files over the network').toEqual([]);
  });
});
