import { CATALOGUE } from '../catalogue/catalogue';
import { filterProducts } from './filterProducts';

describe('filterProducts', () => {
  it('keeps every product for All, in catalogue order', () => {
    expect(filterProducts(CATALOGUE, 'All').map((product) => product.id)).toEqual(CATALOGUE.map((product) => product.id));
  });

  it('keeps only the products of the chosen category', () => {
    const drinks = filterProducts(CATALOGUE, 'Beverages');
    expect(drinks.map((product) => product.name)).toEqual([
      'Cola Cans',
      'Still Spring Water',
      'Long Life Orange Juice',
      'Tea Bags',
      'Instant Coffee Granules',
    ]);
  });

  it('matches a two-word category exactly', () => {
    const care = filterProducts(CATALOGUE, 'Personal Care');
    expect(care).toHaveLength(5);
    expect(care.every((product) => product.category === 'Personal Care')).toBe(true);
  });

  it('returns a new array, leaving the catalogue as it was', () => {
    expect(filterProducts(CATALOGUE, 'All')).not.toBe(CATALOGUE);
  });
});
