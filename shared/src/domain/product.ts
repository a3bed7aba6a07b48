import * as z from '../schema/z';
import { formatShopAddress, parseShopPath } from '../shopAddress/shopAddress';

export const CATEGORIES = ['Groceries', 'Beverages', 'Household', 'Snacks', 'Frozen', 'Personal Care'] as const;

export const CategorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof CategorySchema>;

/** Far above any pallet a trader could order: a forged `cart/add` claiming more is dropped by the bus. */
export const MAX_PACK_PRICE_POUNDS = 100_000;
export const PriceSchema = z.number().check(z.positive(), z.lte(MAX_PACK_PRICE_POUNDS));

/** Pack-size label ("5kg", "24 x 330ml") to its price in pounds. */
export const BulkOptionsSchema = z.record(z.string().check(z.minLength(1)), PriceSchema);

export const ProductSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  category: CategorySchema,
  image: z.string().check(z.minLength(1)),
  /** Headline price in pounds. */
  price: PriceSchema,
  bulkOptions: BulkOptionsSchema,
  description: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

export function categoryAnchor(category: Category): string {
  return category.toLowerCase().replace(/\s+/g, '-');
}

export function categoryFromAnchor(anchor: string): Category | undefined {
  const wanted = anchor.replace(/^#/, '').toLowerCase();
  return CATEGORIES.find((category) => categoryAnchor(category) === wanted);
}

/** A category's anchor is never sent to a server: this is the address one can read. */
export function shopPath(category?: Category): string {
  return formatShopAddress({ category: category && categoryAnchor(category), page: 1 });
}

/** Any shop path, known category or not. */
export function isShopPath(pathname: string): boolean {
  return parseShopPath(pathname).ok;
}

export function categoryFromShopPath(pathname: string): Category | undefined {
  const path = parseShopPath(pathname);
  return path.ok && path.value.category ? categoryFromAnchor(path.value.category) : undefined;
}
