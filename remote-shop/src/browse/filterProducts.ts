import { z } from '@storefront/shared';
import { CategorySchema, type Product } from '@storefront/shared';

/** The Category dropdown's value: every category, or one. */
export const CategoryFilterSchema = z.union([z.literal('All'), CategorySchema]);
export type CategoryFilter = z.infer<typeof CategoryFilterSchema>;

export function filterProducts<P extends Product>(products: readonly P[], category: CategoryFilter): P[] {
  return category === 'All' ? [...products] : products.filter((product) => product.category === category);
}
