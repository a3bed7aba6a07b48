import { z } from 'zod';

export const SessionUserSchema = z.object({
  uid: z.string().min(1),
  email: z.string(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;
