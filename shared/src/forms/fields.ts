import { z } from 'zod';

/** Field rules every form on the page uses, so one address is judged the same everywhere. */
export const requiredText = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(1000, `${label} is too long (1000 characters at most)`);

export const emailField = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address, like name@example.com'));

export const passwordField = z.string().min(1, 'Password is required').max(4096, 'Password is too long');
