import { LoginSchema, RegisterSchema } from './credentialsSchemas';

const firstMessage = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('LoginSchema', () => {
  it('requires an email address and a password', () => {
    const result = LoginSchema.safeParse({ email: '', password: '' });
    expect(firstMessage(result, 'email')).toBe('Email is required');
    expect(firstMessage(result, 'password')).toBe('Password is required');
    expect(firstMessage(LoginSchema.safeParse({ email: 'trader', password: 'x' }), 'email')).toBe(
      'Enter a valid email address, like name@example.com',
    );
  });

  it('takes any non-empty password (old accounts may have short ones) and trims the email', () => {
    expect(LoginSchema.parse({ email: ' trader@example.com ', password: 'x' })).toEqual({ email: 'trader@example.com', password: 'x' });
  });
});

describe('RegisterSchema', () => {
  it('requires an email address and a password', () => {
    const result = RegisterSchema.safeParse({ email: '', password: '' });
    expect(firstMessage(result, 'email')).toBe('Email is required');
    expect(firstMessage(result, 'password')).toBe('Password is required');
  });

  it("asks for Firebase's 6-character minimum", () => {
    expect(firstMessage(RegisterSchema.safeParse({ email: 'a@b.co', password: '12345' }), 'password')).toBe(
      'Password must be at least 6 characters',
    );
    expect(RegisterSchema.safeParse({ email: 'a@b.co', password: '123456' }).success).toBe(true);
  });

  it('bounds very long input with a clear message', () => {
    const result = RegisterSchema.safeParse({ email: `${'a'.repeat(10_000)}@b.co`, password: 'p'.repeat(10_000) });
    expect(firstMessage(result, 'email')).toBe('Email is too long');
    expect(firstMessage(result, 'password')).toBe('Password is too long');
  });
});
