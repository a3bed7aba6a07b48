import { emailField, z } from '@storefront/shared';

/** The newsletter sign-up: an email address, required. */
export const NewsletterFormSchema = z.object({ email: emailField });

export type NewsletterFormInput = z.input<typeof NewsletterFormSchema>;

export const EMPTY_NEWSLETTER_FORM: NewsletterFormInput = { email: '' };

/** Shown for 3 s by the notification bar; the address goes nowhere. */
export const SUBSCRIBED_MESSAGE = 'Subscribed! Bulk updates soon.';
