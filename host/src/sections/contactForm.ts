import { emailField, requiredText, z } from '@storefront/shared';

export const ContactFormSchema = z.object({
  name: requiredText('Name'),
  email: emailField,
  enquiry: requiredText('Enquiry'),
});

export type ContactFormInput = z.input<typeof ContactFormSchema>;

export const EMPTY_CONTACT_FORM: ContactFormInput = { name: '', email: '', enquiry: '' };

/** The enquiry itself goes nowhere: no service takes it yet. */
export const ENQUIRY_SENT_MESSAGE = 'Enquiry sent! We’ll reply soon.';
