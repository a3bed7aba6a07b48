import { z } from '@storefront/shared';
import { CATEGORIES, ProductSchema } from '@storefront/shared';
import { CATALOGUE } from './catalogue';
import { packOptions, priceFrom } from './packs';
import { ShopProductSchema, toBusProduct } from './shopProduct';

describe('the catalogue', () => {
  it('satisfies the shop product schema', () => {
    for (const product of CATALOGUE) expect(ShopProductSchema.safeParse(product).error).toBeUndefined();
  });

  it('has 30 products with the unique ids "1" to "30"', () => {
    expect(CATALOGUE.map((product) => product.id)).toEqual(Array.from({ length: 30 }, (_, i) => String(i + 1)));
  });

  it('gives every product three pack sizes with positive prices', () => {
    for (const product of CATALOGUE) {
      const options = packOptions(product);
      expect(options).toHaveLength(3);
      for (const { price } of options) expect(price).toBeGreaterThan(0);
    }
  });

  it('lists pack sizes smallest first, and headlines the smallest pack’s price', () => {
    for (const product of CATALOGUE) {
      expect(Object.keys(product.bulkOptions)).toEqual(packOptions(product).map((option) => option.size));
      expect(product.price).toBe(priceFrom(product));
    }
  });

  it('has five products in each of the six categories', () => {
    for (const category of CATEGORIES) {
      expect(CATALOGUE.filter((product) => product.category === category)).toHaveLength(5);
    }
  });

  it('gives every product its own name', () => {
    expect(new Set(CATALOGUE.map((product) => product.name)).size).toBe(30);
  });

  it('gives every product its own address, the same as shared links have named it', () => {
    expect(new Set(CATALOGUE.map((product) => product.slug)).size).toBe(30);
    expect(CATALOGUE.slice(0, 3).map((product) => product.slug)).toEqual(['plain-flour', 'long-grain-rice', 'granulated-sugar']);
    expect(CATALOGUE.find((product) => product.id === '20')?.slug).toBe('sweet-and-salty-popcorn');
  });
});

describe('toBusProduct', () => {
  it('sends the shared Product shape only, without the shop’s sorting fields', () => {
    const [flour] = CATALOGUE;
    const sent = toBusProduct(flour!);
    expect(sent).not.toHaveProperty('addedOn');
    expect(sent).not.toHaveProperty('popularity');
    expect(z.strictObject(ProductSchema.shape).safeParse(sent).success).toBe(true);
    expect(sent).toMatchObject({ id: '1', name: 'Plain Flour', bulkOptions: { '5kg': 6, '10kg': 10, '20kg': 18 } });
  });
});
