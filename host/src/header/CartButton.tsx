import { send, useBusState } from '@storefront/shared';
import styles from './Header.module.css';

/** Starts with the visible text ("Cart 3"), so that voice control users can say what they see. */
export function cartButtonLabel(count: number): string {
  return `Cart ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** What the shopper is told when the cart panel cannot open at once: its code has not arrived, or is down. */
const CART_NOT_READY = 'The cart is not ready yet. It will open as soon as it is.';
const CART_REFUSED = 'The cart is not available right now. Please try again later.';

function askForCart(open: boolean) {
  const delivery = send('cart/toggle', { open });
  // A click kept for a cart still on its way would otherwise look like a click that did nothing.
  if (open && delivery !== 'handled') send('ui/notify', { message: delivery === 'queued' ? CART_NOT_READY : CART_REFUSED });
}

/**
 * Opens or closes the cart panel; its badge is the number of cart lines the cart publishes. It asks for
 * the state it shows the opposite of, not a toggle, so that clicks queued while the cart is down open the
 * panel once it is back, however many there were.
 */
export function CartButton() {
  const count = useBusState('cart/count')?.count ?? 0;
  const open = useBusState('cart/open')?.open ?? false;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={cartButtonLabel(count)}
      aria-expanded={open}
      onClick={() => askForCart(!open)}
    >
      <svg className={styles.cartIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.7L21 8H6.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="9" cy="19.5" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
      </svg>
      Cart{' '}
      <span className={styles.badge} data-testid="cart-count">
        {count}
      </span>
    </button>
  );
}
