import { CartLineSchema } from './cartLine';

const flour = {
  id: '1',
  name: 'Plain Flour',
  category: 'Groceries' as const,
  image: '/img/flour.svg',
  price: 6,
  bulkOptions: { '5kg': 6, '10kg': 10, '20kg': 18 },
  description: 'Bakery flour.',
};

describe('CartLineSchema', () => {
  it('takes a line of a pack size the product is priced for', () => {
    expect(CartLineSchema.safeParse({ product: flour, selectedQty: '10kg', multiplier: 2 }).success).toBe(true);
  });

  it('refuses a pack size the product has no price for, or no packs', () => {
    expect(CartLineSchema.safeParse({ product: flour, selectedQty: '7kg', multiplier: 1 }).success).toBe(false);
    expect(CartLineSchema.safeParse({ product: flour, selectedQty: 'toString', multiplier: 1 }).success).toBe(false);
    expect(CartLineSchema.safeParse({ product: flour, selectedQty: '5kg', multiplier: 0 }).success).toBe(false);
  });
});
