import { z } from '@storefront/shared';

/** The stored user record (spec §3), users/{uid}: exactly what firestore.rules allows. */
export const UserRecordSchema = z.strictObject({
  email: z.string(),
  cart: z.array(z.unknown()),
  interests: z.array(z.string()),
});
export type UserRecord = z.infer<typeof UserRecordSchema>;

/** What every registration writes (spec §7): the shopper's email, an empty cart and no interests yet. */
export function newUserRecord(email: string | null): UserRecord {
  return UserRecordSchema.parse({ email: email ?? '', cart: [], interests: [] });
}
