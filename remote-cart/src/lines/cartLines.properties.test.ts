import fc from 'fast-check';
import { CartLineSchema, formatPence, type CartLine } from '@storefront/shared';
import { addLine, cartTotalPence, decreaseLine, increaseLine, lineTotalPence, removeLine } from './cartLines';
import { linesOf, order, orderPence, play, shopping, type CartUnderTest } from '../testing/traderCarts';

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** The cart's pure rules as a cart: each press replaces the lines with what the rule gives back. */
function pureCart(): CartUnderTest {
  let lines: readonly CartLine[] = [];
  return {
    lines: () => lines,
    add: (product, size) => (lines = addLine(lines, product, size)),
    increase: (key) => (lines = increaseLine(lines, key)),
    decrease: (key) => (lines = decreaseLine(lines, key)),
    remove: (key) => (lines = removeLine(lines, key)),
  };
}

describe('any cart a trader can build', () => {
  it('totals its lines in whole pence, up to 40 lines of 9999 packs at £100,000, and shows the total in en-GB pounds with the thousands separator', () => {
    fc.assert(
      fc.property(order, (written) => {
        const lines = linesOf(written);
        for (const line of lines) expect(CartLineSchema.safeParse(line).success).toBe(true);
        expect(lines.map(lineTotalPence)).toEqual(written.map(({ pence, packs }) => pence * packs));
        const total = cartTotalPence(lines);
        expect(total).toBe(orderPence(written));
        expect(formatPence(total)).toBe(gbp.format(total / 100));
      }),
    );
  });

  it('keeps one line per product and pack size, none below one pack and minus only above one, through any adds, pluses, minuses and removes', () => {
    fc.assert(fc.property(shopping, (run) => play(run, pureCart())));
  });
});
