import * as z from '../schema/z';

/** Field rules every form on the page uses, so one address is judged the same everywhere. */
export const requiredText = (label: string) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(1000, `${label} is too long (1000 characters at most)`));

export const emailField = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'Email is required'), z.maxLength(254, 'Email is too long')),
  z.email('Enter a valid email address, like name@example.com'),
);

export const passwordField = z.string().check(z.minLength(1, 'Password is required'), z.maxLength(4096, 'Password is too long'));
