import { useEffect } from 'react';
import { on } from '@storefront/shared';
import { publishCartState, useCartStore } from './cart/cartStore';
import styles from './CartPanel.module.css';

/** The cart team's exposed component. */
export default function CartPanel() {
  const lines = useCartStore((s) => s.lines);
  const open = useCartStore((s) => s.open);

  useEffect(() => {
    const { add, setOpen } = useCartStore.getState();
    const offs = [
      publishCartState(),
      on('cart/add', ({ product, size }) => add(product, size)),
      on('cart/toggle', ({ open: wanted }) => setOpen(wanted ?? !useCartStore.getState().open)),
    ];
    return () => offs.forEach((off) => off());
  }, []);

  if (!open) return null;
  return (
    <aside className={styles.panel} aria-label="Cart">
      <h2>Cart</h2>
      {lines.length === 0 ? (
        <p>Your cart is empty</p>
      ) : (
        <ul>
          {lines.map((line) => (
            <li key={`${line.product.id}-${line.size}`} data-testid="cart-line">
              {line.product.name} ({line.size}) × {line.multiplier}
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
