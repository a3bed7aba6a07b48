import { z } from '@storefront/shared';
import { emailField, passwordField } from '@storefront/shared';

/** Firebase refuses shorter passwords (`auth/weak-password`); saying so beside the field saves a round trip. */
const MIN_PASSWORD_LENGTH = 6;

/** Login: the email required and an email address; the password required. */
export const LoginSchema = z.object({ email: emailField, password: passwordField });
/** What both forms hand over once valid (the email trimmed, the password as typed). */
export type Credentials = z.infer<typeof LoginSchema>;

/** Register: the email and the password required, and a password Firebase will accept. */
export const RegisterSchema = z.object({
  email: emailField,
  password: passwordField.check(z.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)),
});
