import { MAX_CART_LINES, MAX_INTERESTS, newUserRecord, UserRecordSchema } from './userRecord';

describe('newUserRecord', () => {
  it('holds the email, an empty cart and no interests', () => {
    expect(newUserRecord('trader@example.com')).toEqual({ email: 'trader@example.com', cart: [], interests: [] });
  });

  it('stores an empty email for an account without one (the rules require a string)', () => {
    expect(newUserRecord(null)).toEqual({ email: '', cart: [], interests: [] });
  });

  it('has exactly the fields firestore.rules allows', () => {
    expect(Object.keys(newUserRecord('a@b.co')).sort()).toEqual(['cart', 'email', 'interests']);
    expect(UserRecordSchema.safeParse({ email: 'a@b.co', cart: [], interests: [], admin: true }).success).toBe(false);
  });

  it('bounds the lists as firestore.rules does', () => {
    const record = (cart: number, interests: number) => ({
      email: 'a@b.co',
      cart: Array.from({ length: cart }, () => ({})),
      interests: Array.from({ length: interests }, () => 'snacks'),
    });
    expect(UserRecordSchema.safeParse(record(MAX_CART_LINES, MAX_INTERESTS)).success).toBe(true);
    expect(UserRecordSchema.safeParse(record(MAX_CART_LINES + 1, 0)).success).toBe(false);
    expect(UserRecordSchema.safeParse(record(0, MAX_INTERESTS + 1)).success).toBe(false);
  });
});
