import { CATEGORIES, MAX_PACK_PRICE_POUNDS, ProductSchema, categoryAnchor, categoryFromAnchor } from './product';

describe('category anchors', () => {
  it('are lower-case with hyphens', () => {
    expect(CATEGORIES.map(categoryAnchor)).toEqual(['groceries', 'beverages', 'household', 'snacks', 'frozen', 'personal-care']);
  });

  it('lead back to their category, with or without #', () => {
    for (const category of CATEGORIES) expect(categoryFromAnchor(`#${categoryAnchor(category)}`)).toBe(category);
    expect(categoryFromAnchor('Personal-Care')).toBe('Personal Care');
    expect(categoryFromAnchor('#about')).toBeUndefined();
  });
});

describe('a product’s prices', () => {
  const product = {
    id: '7',
    name: 'Basmati Rice',
    category: 'Groceries',
    image: 'rice.svg',
    price: 12.5,
    bulkOptions: { '5kg': 12.5, '10kg': 23 },
    description: 'Long grain.',
  };

  it('are taken as they are in the catalogue', () => {
    expect(ProductSchema.safeParse(product).success).toBe(true);
  });

  it('refuse an absurd or impossible amount, as a forged cart/add would carry, in the headline or a pack', () => {
    for (const price of [1e306, MAX_PACK_PRICE_POUNDS + 1, Number.POSITIVE_INFINITY, Number.NaN, 0]) {
      expect(ProductSchema.safeParse({ ...product, price }).success).toBe(false);
      expect(ProductSchema.safeParse({ ...product, bulkOptions: { '5kg': price } }).success).toBe(false);
    }
  });
});
