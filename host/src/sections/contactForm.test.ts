import { ContactFormSchema } from './contactForm';

function messages(input: Record<string, string>) {
  const result = ContactFormSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('contact form rules', () => {
  it('requires a name, an email address and an enquiry', () => {
    expect(messages({ name: '', email: '', enquiry: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      enquiry: 'Enquiry is required',
    });
  });

  it('treats whitespace as empty', () => {
    expect(messages({ name: '  ', email: ' \t', enquiry: '\n\n' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      enquiry: 'Enquiry is required',
    });
  });

  it('checks the email format', () => {
    expect(messages({ name: 'Aisha', email: 'aisha@', enquiry: 'Pallet prices?' })).toEqual({
      email: 'Enter a valid email address, like name@example.com',
    });
  });

  it('rejects a 10,000-character value with a clear message', () => {
    const long = 'x'.repeat(10_000);
    expect(messages({ name: long, email: `${long}@example.com`, enquiry: long })).toEqual({
      name: 'Name is too long (1000 characters at most)',
      email: 'Email is too long',
      enquiry: 'Enquiry is too long (1000 characters at most)',
    });
  });

  it('keeps markup as the plain text it was typed as, trimmed', () => {
    expect(ContactFormSchema.parse({ name: ' <b>Aisha</b> ', email: 'aisha@example.com', enquiry: '<script>alert(1)</script>' })).toEqual({
      name: '<b>Aisha</b>',
      email: 'aisha@example.com',
      enquiry: '<script>alert(1)</script>',
    });
  });
});
