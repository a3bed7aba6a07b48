import * as z from '../schema/z';
import { ProductSchema } from './product';

/** Its pack size is one the product has a price for, so every line can be priced. */
export const CartLineSchema = z
  .object({
    product: ProductSchema,
    /** The pack-size label, a key of `product.bulkOptions`. */
    selectedQty: z.string().check(z.minLength(1)),
    multiplier: z.int().check(z.positive()),
  })
  .check(z.refine((line) => Object.hasOwn(line.product.bulkOptions, line.selectedQty), 'the product has a price for the pack size'));
export type CartLine = z.infer<typeof CartLineSchema>;

/** What the signed-in shopper's stored record (firestore.rules) keeps of a cart at most. */
export const MAX_CART_LINES = 40;
export const MAX_PACKS_PER_LINE = 9999;
