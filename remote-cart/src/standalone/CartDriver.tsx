import { send, type Product } from '@storefront/shared';

/** The spec's three cart-side sample products, so the cart team can work without the shop. */
const SAMPLES: Product[] = [
  { id: 's1', name: 'Basmati Rice', category: 'Groceries', image: '', price: 12, bulkOptions: { '5kg': 12, '10kg': 22 }, description: '' },
  { id: 's2', name: 'Cola Cans', category: 'Beverages', image: '', price: 8, bulkOptions: { '24 x 330ml': 8 }, description: '' },
  { id: 's3', name: 'Washing Powder', category: 'Household', image: '', price: 15, bulkOptions: { '10kg': 15 }, description: '' },
];

export function CartDriver() {
  return (
    <aside aria-label="Cart team driver" style={{ padding: '1rem', background: '#eef' }}>
      {SAMPLES.map((product) => (
        <button key={product.id} type="button" onClick={() => send('cart/add', { product, size: Object.keys(product.bulkOptions)[0] ?? '' })}>
          Add {product.name}
        </button>
      ))}
      <button type="button" onClick={() => send('cart/toggle', {})}>
        Toggle cart
      </button>
    </aside>
  );
}
