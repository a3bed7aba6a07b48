import type { Product } from '@storefront/shared';

/** Products shaped as the shop sends them on `cart/add`, for the cart's unit tests. */
export const flour: Product = {
  id: '1',
  name: 'Plain Flour',
  category: 'Groceries',
  image: 'http://localhost:3001/img/flour.svg',
  price: 6,
  bulkOptions: { '5kg': 6, '10kg': 10, '20kg': 18 },
  description: 'Bakery flour.',
};

export const cola: Product = {
  id: '7',
  name: 'Cola Cans',
  category: 'Beverages',
  image: 'http://localhost:3001/img/cola.svg',
  price: 19.99,
  bulkOptions: { '24 x 330ml': 19.99, '48 x 330ml': 37.5 },
  description: 'Cans of cola.',
};

/** Prices that drift in binary floating point: 0.1 + 0.2 !== 0.3. */
export const tenPence: Product = {
  id: '20',
  name: 'Chewing Gum',
  category: 'Snacks',
  image: 'http://localhost:3001/img/gum.svg',
  price: 0.1,
  bulkOptions: { single: 0.1, double: 0.2 },
  description: 'Gum.',
};
