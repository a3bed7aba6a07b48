import { formatPounds, send, useBusState, type Product } from '@storefront/shared';
import styles from './Shop.module.css';

const SAMPLE: Product = {
  id: '1',
  name: 'Plain Flour',
  category: 'Groceries',
  image: '',
  price: 6,
  bulkOptions: { '5kg': 6, '10kg': 10, '20kg': 18 },
  description: 'All-purpose plain flour for bakeries and kitchens.',
};

/** The shop team's exposed component. */
export default function Shop() {
  const user = useBusState('auth/state')?.user ?? null;
  const add = () => {
    if (!user) {
      send('auth/open', { mode: 'login' });
      return;
    }
    send('cart/add', { product: SAMPLE, size: '5kg' });
  };
  return (
    <div className={styles.shop}>
      <h2>Shop</h2>
      <article className={styles.card} data-testid="product-card">
        <h3>{SAMPLE.name}</h3>
        <p>{formatPounds(SAMPLE.price)}</p>
        <button type="button" onClick={add}>
          Add to cart
        </button>
      </article>
    </div>
  );
}
