export const FLOUR = {
  id: '1',
  name: 'Plain Flour',
  category: 'Groceries' as const,
  image: '/img/flour.svg',
  price: 6,
  bulkOptions: { '5kg': 6, '10kg': 10, '20kg': 18 },
  description: 'Bakery flour.',
};
