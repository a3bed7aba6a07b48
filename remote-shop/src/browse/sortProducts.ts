import { z } from '@storefront/shared';
import { priceFrom } from '../catalogue/packs';
import type { ShopProduct } from '../catalogue/shopProduct';

export const SortKeySchema = z.enum(['popularity', 'price-asc', 'price-desc', 'newest']);
export type SortKey = z.infer<typeof SortKeySchema>;

/** The Sort by dropdown, in the order it lists them; the first is the default. */
export const SORT_OPTIONS: readonly { value: SortKey; label: string }[] = [
  { value: 'popularity', label: 'Popularity' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'newest', label: 'Newest' },
];

const compare: Record<SortKey, (a: ShopProduct, b: ShopProduct) => number> = {
  popularity: (a, b) => b.popularity - a.popularity,
  'price-asc': (a, b) => priceFrom(a) - priceFrom(b),
  'price-desc': (a, b) => priceFrom(b) - priceFrom(a),
  // ISO dates order correctly as plain strings; `localeCompare` would first build a collator, whose locale
  // data loads on the main thread while the shopper waits for the grid.
  newest: (a, b) => (a.addedOn < b.addedOn ? 1 : a.addedOn > b.addedOn ? -1 : 0),
};

/** A sorted copy. Ties keep catalogue order (the sort is stable), so a page never reshuffles. */
export function sortProducts(products: readonly ShopProduct[], key: SortKey): ShopProduct[] {
  return [...products].sort(compare[key]);
}
