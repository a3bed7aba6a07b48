import type { Product } from '@storefront/shared';

export interface PackOption {
  size: string;
  price: number;
}

/** A product's pack sizes, cheapest (the smallest pack) first. */
export function packOptions(product: Product): PackOption[] {
  return Object.entries(product.bulkOptions)
    .map(([size, price]) => ({ size, price }))
    .sort((a, b) => a.price - b.price);
}

/** The "from" price a card shows: the smallest pack's, or the headline price of a product without packs. */
export function priceFrom(product: Product): number {
  return packOptions(product)[0]?.price ?? product.price;
}
