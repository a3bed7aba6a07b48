import type { ShopProduct } from '../catalogue/shopProduct';
import { sortProducts } from './sortProducts';

function product(id: string, fromPrice: number, addedOn: string, popularity: number): ShopProduct {
  return {
    id,
    name: `Product ${id}`,
    slug: `product-${id}`,
    category: 'Snacks',
    image: `${id}.svg`,
    price: fromPrice,
    // The larger packs cost more in total; the smallest pack sets the "from" price.
    bulkOptions: { small: fromPrice, medium: fromPrice * 2, large: fromPrice * 4 },
    description: '',
    addedOn,
    popularity,
  };
}

const products = [
  product('1', 6, '2025-01-06', 40),
  product('2', 12.99, '2025-09-08', 10),
  product('3', 4.49, '2025-03-10', 90),
  product('4', 6, '2025-11-03', 40),
];
const ids = (list: ShopProduct[]) => list.map((item) => item.id);

describe('sortProducts', () => {
  it('orders by the smallest pack’s price, low to high, keeping catalogue order on a tie', () => {
    expect(ids(sortProducts(products, 'price-asc'))).toEqual(['3', '1', '4', '2']);
  });

  it('orders by price high to low, keeping catalogue order on a tie', () => {
    expect(ids(sortProducts(products, 'price-desc'))).toEqual(['2', '1', '4', '3']);
  });

  it('puts the most recently added first for newest', () => {
    expect(ids(sortProducts(products, 'newest'))).toEqual(['4', '2', '3', '1']);
  });

  it('puts the most ordered first for popularity, keeping catalogue order on a tie', () => {
    expect(ids(sortProducts(products, 'popularity'))).toEqual(['3', '1', '4', '2']);
  });

  it('sorts by the smallest pack even when the packs are listed out of order', () => {
    const listedLargestFirst = { ...product('5', 5, '2025-01-01', 1), bulkOptions: { large: 20, small: 5, medium: 10 } };
    expect(ids(sortProducts([products[1]!, listedLargestFirst], 'price-asc'))).toEqual(['5', '2']);
  });

  it('leaves its input untouched', () => {
    const before = ids(products);
    sortProducts(products, 'newest');
    expect(ids(products)).toEqual(before);
  });
});
