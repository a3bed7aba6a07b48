import { emailField, requiredText, z } from '@storefront/shared';

/** The contact enquiry: every field required; the shared rules trim and bound each one. */
export const ContactFormSchema = z.object({
  name: requiredText('Name'),
  email: emailField,
  enquiry: requiredText('Enquiry'),
});

export type ContactFormInput = z.input<typeof ContactFormSchema>;

export const EMPTY_CONTACT_FORM: ContactFormInput = { name: '', email: '', enquiry: '' };

/** Shown for 3 s by the notification bar; the enquiry itself goes nowhere. */
export const ENQUIRY_SENT_MESSAGE = 'Enquiry sent! We’ll reply soon.';
