import { CartLineSchema } from './cartLine';
import { FLOUR } from '../testing/flour';

const flour = FLOUR;

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
