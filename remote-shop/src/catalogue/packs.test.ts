import type { Product } from '@storefront/shared';
import { packOptions, priceFrom } from './packs';

const rice: Product = {
  id: '2',
  name: 'Long Grain Rice',
  category: 'Groceries',
  image: 'rice.svg',
  price: 8.5,
  // Listed out of order on purpose: the order of a record is not a promise.
  bulkOptions: { '20kg': 29, '5kg': 8.5, '10kg': 15.99 },
  description: '',
};

describe('packOptions', () => {
  it('lists every pack size with its price, cheapest first', () => {
    expect(packOptions(rice)).toEqual([
      { size: '5kg', price: 8.5 },
      { size: '10kg', price: 15.99 },
      { size: '20kg', price: 29 },
    ]);
  });
});

describe('priceFrom', () => {
  it('is the price of the smallest pack', () => {
    expect(priceFrom(rice)).toBe(8.5);
  });

  it('falls back to the headline price when a product has no packs', () => {
    expect(priceFrom({ ...rice, bulkOptions: {} })).toBe(8.5);
  });
});
