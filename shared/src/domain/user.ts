import * as z from '../schema/z';

export const SessionUserSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  email: z.string(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;
