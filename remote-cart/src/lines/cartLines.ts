import { toPence, type CartLine, type Product } from '@storefront/shared';

/** One line per product and pack size. */
export function lineKey(line: Pick<CartLine, 'product' | 'selectedQty'>): string {
  return JSON.stringify([line.product.id, line.selectedQty]);
}

/** The price of one pack of that size, in pence; undefined when the product has no such pack. */
export function packPence(product: Product, size: string): number | undefined {
  const pounds = Object.hasOwn(product.bulkOptions, size) ? product.bulkOptions[size] : undefined;
  return pounds === undefined ? undefined : toPence(pounds);
}

export function unitPence(line: CartLine): number {
  const pence = packPence(line.product, line.selectedQty);
  // addLine never lets such a line in; reaching this is a programming error, not a shopper's.
  if (pence === undefined) throw new Error(`No price for "${line.selectedQty}" of product ${line.product.id}`);
  return pence;
}

export function lineTotalPence(line: CartLine): number {
  return unitPence(line) * line.multiplier;
}

export function cartTotalPence(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalPence(line), 0);
}

/**
 * The same product in the same pack size raises that line's multiplier by one; anything else is a new
 * line with a multiplier of 1. A size the product has no price for is refused (the lines come back unchanged).
 */
export function addLine(lines: readonly CartLine[], product: Product, size: string): readonly CartLine[] {
  if (packPence(product, size) === undefined) return lines;
  const key = lineKey({ product, selectedQty: size });
  if (lines.some((line) => lineKey(line) === key)) return changeMultiplier(lines, key, 1);
  return [...lines, { product, selectedQty: size, multiplier: 1 }];
}

/**
 * `first`'s lines, then `then`'s: a line of a product and pack size both have becomes one, with both
 * multipliers, where `first` had it.
 */
export function mergeLines(first: readonly CartLine[], then: readonly CartLine[]): readonly CartLine[] {
  return then.reduce((lines, line) => {
    const key = lineKey(line);
    return lines.some((kept) => lineKey(kept) === key) ? changeMultiplier(lines, key, line.multiplier) : [...lines, line];
  }, first);
}

/** Changes one line's multiplier by `delta`; a line that falls to 0 or below is removed. */
export function changeMultiplier(lines: readonly CartLine[], key: string, delta: number): readonly CartLine[] {
  return lines.flatMap((line) => {
    if (lineKey(line) !== key) return [line];
    const multiplier = line.multiplier + delta;
    return multiplier > 0 ? [{ ...line, multiplier }] : [];
  });
}

export function increaseLine(lines: readonly CartLine[], key: string): readonly CartLine[] {
  return changeMultiplier(lines, key, 1);
}

export function decreaseLine(lines: readonly CartLine[], key: string): readonly CartLine[] {
  return changeMultiplier(lines, key, -1);
}

export function removeLine(lines: readonly CartLine[], key: string): readonly CartLine[] {
  return lines.filter((line) => lineKey(line) !== key);
}

/** The minus button is disabled at a multiplier of 1 or less: the shopper uses Remove instead, which says what it does. */
export function canDecrease(line: CartLine): boolean {
  return line.multiplier > 1;
}
