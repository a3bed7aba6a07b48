import { CATALOGUE } from '../catalogue/catalogue';
import { catalogueSearch, stem } from './searchCatalogue';

const names = (query: string) => catalogueSearch(CATALOGUE).search(query).map((product) => product.name);

describe('searching the catalogue', () => {
  it('finds a product by its name in any case', () => {
    expect(names('long grain rice')[0]).toBe('Long Grain Rice');
    expect(names('SHAMPOO')).toEqual(['Everyday Shampoo']);
  });

  it('takes a singular for a plural and a plural for a singular', () => {
    expect(names('crisp')).toContain('Ready Salted Crisps');
    expect(names('burger')).toContain('Quarter Pounder Beef Burgers');
    expect(names('razor')).toEqual(['Disposable Razors']);
    expect(names('tomatoes')).toContain('Chopped Tomatoes');
    expect(names('peanut')).toContain('Salted Peanuts');
  });

  it('forgives one typo in a longer word, or a word not yet finished', () => {
    expect(names('toothpast')).toEqual(['Fluoride Toothpaste']);
    expect(names('shampo')).toEqual(['Everyday Shampoo']);
    expect(names('choclate')).toContain('Milk Chocolate Bars');
  });

  it('reads categories and descriptions too, every word of the search at once', () => {
    expect(names('frozen').length).toBeGreaterThanOrEqual(5);
    expect(names('frozen cod')).toEqual(['Battered Cod Fillets']);
  });

  it('finds nothing for words no product has, nor for no words', () => {
    expect(names('xylophone')).toEqual([]);
    expect(names('')).toEqual([]);
  });

  it('makes a plural singular only where English adds -s or -es', () => {
    expect(['crisps', 'boxes', 'tomatoes', 'bags', 'glass', 'gas', 'citrus', 'tea'].map(stem)).toEqual(['crisp', 'box', 'tomato', 'bag', 'glass', 'gas', 'citrus', 'tea']);
  });
});
