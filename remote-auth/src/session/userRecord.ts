import { SessionUserSchema, z } from '@storefront/shared';

/** The bounds firestore.rules puts on the record's lists (see the reasons there). */
export const MAX_CART_LINES = 200;
export const MAX_INTERESTS = 50;

/** The stored user record, users/{uid}: exactly what firestore.rules allows. */
export const UserRecordSchema = z.strictObject({
  email: SessionUserSchema.shape.email,
  cart: z.array(z.unknown()).check(z.maxLength(MAX_CART_LINES)),
  interests: z.array(z.string()).check(z.maxLength(MAX_INTERESTS)),
});
export type UserRecord = z.infer<typeof UserRecordSchema>;

/** What every registration writes: the shopper's email, an empty cart and no interests yet. */
export function newUserRecord(email: string | null): UserRecord {
  return UserRecordSchema.parse({ email: email ?? '', cart: [], interests: [] });
}
