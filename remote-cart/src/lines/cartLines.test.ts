import { CartLineSchema, formatPence, type CartLine } from '@storefront/shared';
import {
  addLine,
  canDecrease,
  cartTotalPence,
  decreaseLine,
  increaseLine,
  lineKey,
  lineTotalPence,
  mergeLines,
  removeLine,
  unitPence,
} from './cartLines';
import { cola, flour, tenPence } from '../testing/products';

const keyOf = (product: { id: string }, size: string) => lineKey({ product: { ...flour, ...product }, selectedQty: size });

describe('adding to the cart', () => {
  it('starts a new line with a multiplier of 1', () => {
    const lines = addLine([], flour, '10kg');
    expect(lines).toEqual([{ product: flour, selectedQty: '10kg', multiplier: 1 }]);
    expect(CartLineSchema.safeParse(lines[0]).success).toBe(true);
  });

  it('raises the multiplier when the same product and pack size is added again', () => {
    const lines = addLine(addLine(addLine([], flour, '5kg'), flour, '5kg'), flour, '5kg');
    expect(lines).toEqual([{ product: flour, selectedQty: '5kg', multiplier: 3 }]);
  });

  it('keeps another pack size of the same product, and another product, on lines of their own', () => {
    let lines = addLine([], flour, '5kg');
    lines = addLine(lines, flour, '20kg');
    lines = addLine(lines, cola, '24 x 330ml');
    lines = addLine(lines, flour, '5kg');
    expect(lines.map((line) => [line.product.id, line.selectedQty, line.multiplier])).toEqual([
      ['1', '5kg', 2],
      ['1', '20kg', 1],
      ['7', '24 x 330ml', 1],
    ]);
  });

  it('refuses a pack size the product has no price for', () => {
    const before = addLine([], flour, '5kg');
    expect(addLine(before, flour, '1 tonne')).toBe(before);
    expect(addLine(before, flour, 'constructor')).toBe(before);
  });

  it('never changes the lines it is given', () => {
    const before = Object.freeze(addLine([], flour, '5kg'));
    addLine(before, flour, '5kg');
    increaseLine(before, keyOf(flour, '5kg'));
    removeLine(before, keyOf(flour, '5kg'));
    expect(before).toEqual([{ product: flour, selectedQty: '5kg', multiplier: 1 }]);
  });

  it('does not confuse ids and sizes that would join into the same text', () => {
    const a = { ...flour, id: 'a-b', bulkOptions: { c: 1 } };
    const b = { ...flour, id: 'a', bulkOptions: { 'b-c': 1 } };
    expect(addLine(addLine([], a, 'c'), b, 'b-c')).toHaveLength(2);
  });
});

describe('plus, minus and remove', () => {
  const start = (): readonly CartLine[] => addLine(addLine([], flour, '5kg'), cola, '24 x 330ml');

  it('plus raises only that line by one', () => {
    const lines = increaseLine(start(), keyOf(cola, '24 x 330ml'));
    expect(lines.map((line) => line.multiplier)).toEqual([1, 2]);
  });

  it('minus lowers only that line by one', () => {
    const raised = increaseLine(increaseLine(start(), keyOf(flour, '5kg')), keyOf(flour, '5kg'));
    expect(decreaseLine(raised, keyOf(flour, '5kg')).map((line) => line.multiplier)).toEqual([2, 1]);
  });

  it('removes a line whose multiplier falls to 0', () => {
    const lines = decreaseLine(start(), keyOf(flour, '5kg'));
    expect(lines.map((line) => line.product.id)).toEqual(['7']);
  });

  it('remove deletes the line whatever its multiplier', () => {
    const raised = increaseLine(start(), keyOf(cola, '24 x 330ml'));
    expect(removeLine(raised, keyOf(cola, '24 x 330ml')).map((line) => line.product.id)).toEqual(['1']);
  });

  it('leaves the lines alone for a key that is not in the cart', () => {
    expect(increaseLine(start(), keyOf(flour, '20kg'))).toEqual(start());
    expect(removeLine(start(), keyOf(flour, '20kg'))).toEqual(start());
  });

  it('allows minus only above a multiplier of 1', () => {
    const [line] = start();
    if (!line) throw new Error('no line');
    expect(canDecrease(line)).toBe(false);
    expect(canDecrease({ ...line, multiplier: 2 })).toBe(true);
    expect(canDecrease({ ...line, multiplier: 0 })).toBe(false);
  });
});

describe('merging two sets of lines', () => {
  it('keeps the first set’s order and adds the second’s new lines after it', () => {
    const kept = addLine(addLine([], flour, '5kg'), cola, '24 x 330ml');
    const since = addLine(addLine([], flour, '20kg'), cola, '24 x 330ml');
    expect(mergeLines(kept, since).map((line) => [line.product.id, line.selectedQty, line.multiplier])).toEqual([
      ['1', '5kg', 1],
      ['7', '24 x 330ml', 2],
      ['1', '20kg', 1],
    ]);
  });

  it('adds up a line both have, by its whole multiplier', () => {
    const kept = increaseLine(addLine([], flour, '5kg'), keyOf(flour, '5kg'));
    const since = increaseLine(increaseLine(addLine([], flour, '5kg'), keyOf(flour, '5kg')), keyOf(flour, '5kg'));
    expect(mergeLines(kept, since)).toEqual([{ product: flour, selectedQty: '5kg', multiplier: 5 }]);
  });

  it('is either set alone when the other is empty', () => {
    const lines = addLine([], flour, '5kg');
    expect(mergeLines(lines, [])).toEqual(lines);
    expect(mergeLines([], lines)).toEqual(lines);
  });
});

describe('money, in whole pence', () => {
  it('prices a line from its pack size and multiplier', () => {
    const line: CartLine = { product: flour, selectedQty: '20kg', multiplier: 3 };
    expect(unitPence(line)).toBe(1800);
    expect(lineTotalPence(line)).toBe(5400);
  });

  it('multiplies big multipliers exactly: 9,999 × £19.99 = £199,880.01', () => {
    const line: CartLine = { product: cola, selectedQty: '24 x 330ml', multiplier: 9999 };
    expect(19.99 * 9999).not.toBe(199880.01); // what floating point would have shown
    expect(lineTotalPence(line)).toBe(19_988_001);
    expect(formatPence(lineTotalPence(line))).toBe('£199,880.01');
  });

  it('adds many lines without drift', () => {
    let lines: readonly CartLine[] = [];
    for (let i = 0; i < 1000; i += 1) lines = addLine(lines, { ...tenPence, id: `gum-${i}` }, i % 2 ? 'double' : 'single');
    let floating = 0;
    for (const line of lines) floating += line.product.bulkOptions[line.selectedQty] ?? 0;
    expect(floating).not.toBe(150); // 500 × 0.1 + 500 × 0.2 in floating point
    expect(cartTotalPence(lines)).toBe(15_000);
    expect(formatPence(cartTotalPence(lines))).toBe('£150.00');
  });

  it('shows 0.1 + 0.2 as £0.30', () => {
    const lines = addLine(addLine([], tenPence, 'single'), tenPence, 'double');
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(cartTotalPence(lines)).toBe(30);
    expect(formatPence(cartTotalPence(lines))).toBe('£0.30');
  });

  it('recomputes the total after removal and changes', () => {
    let lines = addLine(addLine(addLine([], flour, '5kg'), cola, '24 x 330ml'), flour, '10kg');
    expect(cartTotalPence(lines)).toBe(600 + 1999 + 1000);
    lines = increaseLine(lines, keyOf(cola, '24 x 330ml'));
    expect(cartTotalPence(lines)).toBe(600 + 3998 + 1000);
    lines = removeLine(lines, keyOf(cola, '24 x 330ml'));
    expect(cartTotalPence(lines)).toBe(1600);
    lines = decreaseLine(decreaseLine(lines, keyOf(flour, '5kg')), keyOf(flour, '10kg'));
    expect(lines).toEqual([]);
    expect(cartTotalPence(lines)).toBe(0);
    expect(formatPence(cartTotalPence(lines))).toBe('£0.00');
  });

  it('refuses to price a line whose pack size has no price', () => {
    expect(() => unitPence({ product: flour, selectedQty: '1 tonne', multiplier: 1 })).toThrow('No price');
  });
});
