import { ProductSchema } from '@storefront/shared';
import { CartSampleProductSchema, SAMPLE_PRODUCTS, toProduct } from './sampleProducts';

describe('the cart-side sample products', () => {
  it('are three, in the original cart’s shape', () => {
    expect(SAMPLE_PRODUCTS).toHaveLength(3);
    for (const sample of SAMPLE_PRODUCTS) {
      expect(Object.keys(sample).sort()).toEqual(['category', 'id', 'name', 'popularity', 'price', 'quantityPricePairs']);
      expect(sample.category).toBe(sample.category.toLowerCase());
    }
  });

  it('map to the shared product shape that cart/add carries', () => {
    for (const sample of SAMPLE_PRODUCTS) expect(ProductSchema.safeParse(toProduct(sample)).success).toBe(true);
    expect(toProduct({ id: 'p1', name: 'Hand Soap', category: 'personal care', price: 3.5, quantityPricePairs: { '6 x 250ml': 3.5 }, popularity: 1 })).toEqual({
      id: 'p1',
      name: 'Hand Soap',
      category: 'Personal Care',
      image: 'test-file-stub',
      price: 3.5,
      bulkOptions: { '6 x 250ml': 3.5 },
      description: '',
    });
  });

  it('refuse an unknown category or a product without pack sizes', () => {
    const sample = { id: 'x', name: 'X', category: 'groceries', price: 1, quantityPricePairs: { one: 1 }, popularity: 0 };
    expect(CartSampleProductSchema.safeParse(sample).success).toBe(true);
    expect(CartSampleProductSchema.safeParse({ ...sample, category: 'Groceries' }).success).toBe(false);
    expect(CartSampleProductSchema.safeParse({ ...sample, category: 'toys' }).success).toBe(false);
    expect(CartSampleProductSchema.safeParse({ ...sample, quantityPricePairs: {} }).success).toBe(false);
    expect(() => toProduct({ ...sample, category: 'toys' })).toThrow('Unknown category');
  });
});
