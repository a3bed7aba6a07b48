import { emailField, passwordField, requiredText } from './fields';

describe('shared form fields', () => {
  it('requires an email and checks its form', () => {
    expect(emailField.safeParse('').error?.issues[0]?.message).toBe('Email is required');
    expect(emailField.safeParse('   ').error?.issues[0]?.message).toBe('Email is required');
    expect(emailField.safeParse('not-an-email').error?.issues[0]?.message).toBe('Enter a valid email address, like name@example.com');
    expect(emailField.parse('  trader@example.co.uk ')).toBe('trader@example.co.uk');
  });

  it('requires non-blank text and bounds its length', () => {
    const name = requiredText('Name');
    expect(name.safeParse(' \t ').error?.issues[0]?.message).toBe('Name is required');
    expect(name.safeParse('x'.repeat(10_000)).error?.issues[0]?.message).toBe('Name is too long (1000 characters at most)');
    expect(name.parse('  Aisha  ')).toBe('Aisha');
  });

  it('requires a password but keeps it as typed', () => {
    expect(passwordField.safeParse('').success).toBe(false);
    expect(passwordField.parse(' secret ')).toBe(' secret ');
  });
});
