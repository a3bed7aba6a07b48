import {
  MAX_CART_LINES,
  MAX_INTEREST_LENGTH,
  MAX_INTERESTS,
  MAX_PACK_SIZE_LENGTH,
  MAX_PACKS_PER_LINE,
  MAX_PRODUCT_ID_LENGTH,
  newUserRecord,
  UserRecordSchema,
} from './userRecord';

const line = (productId = '1', selectedQty = '10kg', multiplier = 2) => ({ productId, selectedQty, multiplier });
const record = (fields: Record<string, unknown> = {}) => ({ email: 'a@b.co', cart: [], interests: [], ...fields });
const accepts = (fields: Record<string, unknown>) => UserRecordSchema.safeParse(record(fields)).success;

describe('newUserRecord', () => {
  it('holds the email, an empty cart and no interests', () => {
    expect(newUserRecord('trader@example.com')).toEqual({ email: 'trader@example.com', cart: [], interests: [] });
  });

  it('stores an empty email for an account without one (the rules require a string)', () => {
    expect(newUserRecord(null)).toEqual({ email: '', cart: [], interests: [] });
  });

  it('has exactly the fields firestore.rules allows', () => {
    expect(Object.keys(newUserRecord('a@b.co')).sort()).toEqual(['cart', 'email', 'interests']);
    expect(accepts({ admin: true })).toBe(false);
  });
});

describe('UserRecordSchema', () => {
  it('bounds the lists as firestore.rules does', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => line(String(i + 1)));
    const tags = (n: number) => Array.from({ length: n }, (_, i) => `tag-${i}`);
    expect(accepts({ cart: lines(MAX_CART_LINES), interests: tags(MAX_INTERESTS) })).toBe(true);
    expect(accepts({ cart: lines(MAX_CART_LINES + 1) })).toBe(false);
    expect(accepts({ interests: tags(MAX_INTERESTS + 1) })).toBe(false);
  });

  it('takes a cart line of the contract’s three fields within their bounds, and nothing else', () => {
    expect(accepts({ cart: [line('x'.repeat(MAX_PRODUCT_ID_LENGTH), 'y'.repeat(MAX_PACK_SIZE_LENGTH), MAX_PACKS_PER_LINE)] })).toBe(true);
    for (const bad of [
      line('x'.repeat(MAX_PRODUCT_ID_LENGTH + 1)),
      line('1', 'y'.repeat(MAX_PACK_SIZE_LENGTH + 1)),
      line('1', '10kg', MAX_PACKS_PER_LINE + 1),
      line('1', '10kg', 0),
      line('1', '10kg', 2.5),
      line(''),
      line('1\n10kg'),
      { ...line(), extra: 'x' },
      { ...line(), productId: { nested: 'x' } },
      { productId: '1', selectedQty: '10kg' },
    ]) {
      expect(accepts({ cart: [line(), bad] })).toBe(false);
    }
  });

  it('takes interests of 1 to 40 characters on one line, and an email of at most 254', () => {
    expect(accepts({ interests: ['Snacks', 'x'.repeat(MAX_INTEREST_LENGTH)] })).toBe(true);
    for (const bad of ['', 'x'.repeat(MAX_INTEREST_LENGTH + 1), 'Snacks\nFrozen', 3]) expect(accepts({ interests: [bad] })).toBe(false);
    expect(accepts({ email: `${'a'.repeat(242)}@example.com` })).toBe(true);
    expect(accepts({ email: `${'a'.repeat(243)}@example.com` })).toBe(false);
  });
});
