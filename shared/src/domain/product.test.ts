import { CATEGORIES, MAX_PACK_PRICE_POUNDS, ProductSchema, categoryAnchor, categoryFromAnchor, categoryFromShopPath, isShopPath, shopPath } from './product';

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

describe('shop paths', () => {
  it('names the whole catalogue and each category by its anchor', () => {
    expect(shopPath()).toBe('/shop/');
    expect(shopPath('Personal Care')).toBe('/shop/personal-care/');
    for (const category of CATEGORIES) expect(categoryFromShopPath(shopPath(category))).toBe(category);
  });

  it('knows the shop’s paths with or without their last slash, and no other', () => {
    for (const path of ['/shop', '/shop/', '/shop/frozen', '/shop/frozen/', '/shop/unknown/', '/shop/frozen/oven-chips/']) expect(isShopPath(path)).toBe(true);
    for (const path of ['/', '/shopping/', '/shop/frozen/oven-chips/extra/', '/products.html', '/x/shop/']) expect(isShopPath(path)).toBe(false);
  });

  it('reads no category from the whole catalogue, an unknown name or another path', () => {
    expect(categoryFromShopPath('/shop/')).toBeUndefined();
    expect(categoryFromShopPath('/shop/unknown/')).toBeUndefined();
    expect(categoryFromShopPath('/frozen/')).toBeUndefined();
    expect(categoryFromShopPath('/shop/frozen')).toBe('Frozen');
  });
});
