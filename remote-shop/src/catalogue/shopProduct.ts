import { z } from '@storefront/shared';
import { BulkOptionsSchema, ProductSchema, type Product } from '@storefront/shared';

/**
 * A catalogue item as the shop keeps it: the shared Product plus what only the shop's sorting needs.
 * Other teams never see the extra fields (see toBusProduct).
 */
export const ShopProductSchema = z.extend(ProductSchema, {
  bulkOptions: BulkOptionsSchema.check(z.refine((options) => Object.keys(options).length === 3, 'every product has three pack sizes')),
  /** Its name in its address (`plain-flour`), in the contracts' grammar of shop addresses. */
  slug: z.string().check(z.refine((slug) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug), 'letters and digits joined by single hyphens')),
  /** When the product joined the range (ISO date), for "Newest". */
  addedOn: z.iso.date(),
  /** Cases ordered in the last four weeks, for "Popularity". */
  popularity: z.int().check(z.nonnegative()),
});
export type ShopProduct = z.infer<typeof ShopProductSchema>;

/** The shared Product shape, as sent on the bus: the shop-only fields are stripped. */
export function toBusProduct(product: ShopProduct): Product {
  return ProductSchema.parse(product);
}
