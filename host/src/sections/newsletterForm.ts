import { z } from '@storefront/shared';
import { emailField } from '@storefront/shared';

/** The newsletter sign-up: an email address, required (spec §5). */
export const NewsletterFormSchema = z.object({ email: emailField });

export type NewsletterFormInput = z.input<typeof NewsletterFormSchema>;

export const EMPTY_NEWSLETTER_FORM: NewsletterFormInput = { email: '' };

/** Spec §4: shown for 3 s by the notification bar; the address goes nowhere (spec §1, §7). */
export const SUBSCRIBED_MESSAGE = 'Subscribed! Bulk updates soon.';
