import { CartLineSchema, MAX_CART_LINES, MAX_PACKS_PER_LINE, SessionUserSchema, z } from '@storefront/shared';

/*
 * The bounds firestore.rules puts on the record, the same on both sides (the reasons are there). With them
 * the largest record a client can write is under 32 KB, far below Firestore's 1 MiB limit:
 *   email      at most 254 characters (the forms' bound)
 *   cart       at most 40 lines, each exactly { productId, selectedQty, multiplier }: a product id of 1 to
 *              64 characters, a pack-size label of 1 to 32, each on one line, and 1 to 9999 packs
 *   interests  at most 50, each a text of 1 to 40 characters on one line
 */
export { MAX_CART_LINES, MAX_PACKS_PER_LINE };
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PRODUCT_ID_LENGTH = 64;
export const MAX_PACK_SIZE_LENGTH = 32;
export const MAX_INTERESTS = 50;
export const MAX_INTEREST_LENGTH = 40;

/** The rules join a list's texts with newlines to check them all at once, so no text holds one. */
const oneLine = z.refine<string>((text) => !text.includes('\n'), 'a text on one line');

/**
 * A cart line as the record keeps it: the cart line contract (`CartLineSchema`) with the product reduced
 * to its id, and bounded.
 */
export const RecordCartLineSchema = z.strictObject({
  productId: CartLineSchema.shape.product.shape.id.check(z.maxLength(MAX_PRODUCT_ID_LENGTH), oneLine),
  selectedQty: CartLineSchema.shape.selectedQty.check(z.maxLength(MAX_PACK_SIZE_LENGTH), oneLine),
  multiplier: CartLineSchema.shape.multiplier.check(z.lte(MAX_PACKS_PER_LINE)),
});
export type RecordCartLine = z.infer<typeof RecordCartLineSchema>;

/** The stored user record, users/{uid}: exactly what firestore.rules allows. */
export const UserRecordSchema = z.strictObject({
  email: SessionUserSchema.shape.email.check(z.maxLength(MAX_EMAIL_LENGTH)),
  cart: z.array(RecordCartLineSchema).check(z.maxLength(MAX_CART_LINES)),
  interests: z.array(z.string().check(z.minLength(1), z.maxLength(MAX_INTEREST_LENGTH), oneLine)).check(z.maxLength(MAX_INTERESTS)),
});
export type UserRecord = z.infer<typeof UserRecordSchema>;

/** What every registration writes: the shopper's email, an empty cart and no interests yet. */
export function newUserRecord(email: string | null): UserRecord {
  return UserRecordSchema.parse({ email: email ?? '', cart: [], interests: [] });
}
