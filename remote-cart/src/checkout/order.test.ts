import type { CartLine } from '@storefront/shared';
import { addLine, increaseLine, lineKey } from '../lines/cartLines';
import { cola, flour, tenPence } from '../testing/products';
import { buildOrder, OrderSchema } from './order';
import type { CheckoutDetails } from './checkoutSchema';

const details: CheckoutDetails = {
  name: 'Asha Patel',
  email: 'asha@example.com',
  address: '1 Market Street',
  city: 'Leicester',
  zip: 'LE1 5WW',
  paymentMethod: 'paypal',
};

describe('the order payload', () => {
  it('carries the details, the cart lines and the total in pounds', () => {
    let lines: readonly CartLine[] = addLine(addLine([], flour, '20kg'), cola, '24 x 330ml');
    lines = increaseLine(lines, lineKey({ product: flour, selectedQty: '20kg' }));
    const order = buildOrder(details, lines);
    expect(order).toEqual({
      ...details,
      cart: [
        { product: flour, selectedQty: '20kg', multiplier: 2 },
        { product: cola, selectedQty: '24 x 330ml', multiplier: 1 },
      ],
      totalAmount: 55.99,
    });
    expect(OrderSchema.safeParse(order).success).toBe(true);
  });

  it('gives an exact pounds total for big multipliers and drifting prices', () => {
    const big = buildOrder(details, [{ product: cola, selectedQty: '24 x 330ml', multiplier: 9999 }]);
    expect(big.totalAmount).toBe(199880.01);
    const drift = buildOrder(details, addLine(addLine([], tenPence, 'single'), tenPence, 'double'));
    expect(drift.totalAmount).toBe(0.3);
  });

  it('is a copy: later cart changes do not alter a placed order', () => {
    const lines = [...addLine([], flour, '5kg')];
    const order = buildOrder(details, lines);
    lines.pop();
    expect(order.cart).toHaveLength(1);
  });

  it('is not valid without lines', () => {
    expect(OrderSchema.safeParse(buildOrder(details, [])).success).toBe(false);
  });
});
