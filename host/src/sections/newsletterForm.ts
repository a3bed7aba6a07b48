import { emailField, z } from '@storefront/shared';

export const NewsletterFormSchema = z.object({ email: emailField });

export type NewsletterFormInput = z.input<typeof NewsletterFormSchema>;

export const EMPTY_NEWSLETTER_FORM: NewsletterFormInput = { email: '' };

/** The address goes nowhere: no service takes it yet. */
export const SUBSCRIBED_MESSAGE = 'Subscribed! Bulk updates soon.';
