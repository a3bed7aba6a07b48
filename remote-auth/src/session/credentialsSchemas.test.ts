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

  it('refuses a password of spaces alone with the empty one’s message, and keeps spaces around a real one', () => {
    for (const password of [' ', '      ', '\t \n']) {
      const result = LoginSchema.safeParse({ email: 'trader@example.com', password });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Password is required']);
    }
    expect(LoginSchema.parse({ email: 'trader@example.com', password: ' secret ' }).password).toBe(' secret ');
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

  it('refuses a password of spaces alone, however long', () => {
    expect(firstMessage(RegisterSchema.safeParse({ email: 'a@b.co', password: ' '.repeat(8) }), 'password')).toBe('Password is required');
  });

  it('bounds very long input with a clear message', () => {
    const result = RegisterSchema.safeParse({ email: `${'a'.repeat(10_000)}@b.co`, password: 'p'.repeat(10_000) });
    expect(firstMessage(result, 'email')).toBe('Email is too long');
    expect(firstMessage(result, 'password')).toBe('Password is too long');
  });
});
