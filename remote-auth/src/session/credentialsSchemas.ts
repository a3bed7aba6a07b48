import { z } from '@storefront/shared';
import { emailField, passwordField } from '@storefront/shared';

/** Firebase refuses shorter passwords (`auth/weak-password`); saying so beside the field saves a round trip. */
const MIN_PASSWORD_LENGTH = 6;

/**
 * A password as typed, never trimmed (spaces inside or around one are part of it), but one of spaces alone
 * is no password: it is refused here with the empty one's message rather than sent to Firebase.
 */
const typedPassword = passwordField.check(z.refine((password) => password.trim() !== '', 'Password is required'));

/** Login: the email required and an email address; the password required. */
export const LoginSchema = z.object({ email: emailField, password: typedPassword });
/** What both forms hand over once valid (the email trimmed, the password as typed). */
export type Credentials = z.infer<typeof LoginSchema>;

/** Register: the email and the password required, and a password Firebase will accept. */
export const RegisterSchema = z.object({
  email: emailField,
  password: typedPassword.check(z.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)),
});
