import { z } from '@storefront/shared';
import { emailField, requiredText } from '@storefront/shared';

/** The contact enquiry: every field required (spec §5); the shared rules trim and bound each one. */
export const ContactFormSchema = z.object({
  name: requiredText('Name'),
  email: emailField,
  enquiry: requiredText('Enquiry'),
});

export type ContactFormInput = z.input<typeof ContactFormSchema>;
export type ContactForm = z.output<typeof ContactFormSchema>;

export const EMPTY_CONTACT_FORM: ContactFormInput = { name: '', email: '', enquiry: '' };

/** Spec §4: shown for 3 s by the notification bar; the enquiry itself goes nowhere (spec §1, §7). */
export const ENQUIRY_SENT_MESSAGE = 'Enquiry sent! We’ll reply soon.';
