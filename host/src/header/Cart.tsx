import { useMemo } from 'react';
import { getState, readCartCount, send, useBusState } from '@storefront/shared';
import { opens } from '../started/holdOpenings';
import { storefrontOpening } from './navigation';
import { sayIfStillWaiting } from './sayIfStillWaiting';
import styles from './Header.module.css';

const CART_NOTICES = {
  waiting: 'The cart is not ready yet. It will open as soon as it is.',
  refused: 'The cart is not available right now. Please try again later.',
};

function askForCart(open: boolean) {
  const delivery = send('cart/toggle', { open });
  // A click kept for a cart still on its way would otherwise look like a click that did nothing.
  if (open) sayIfStillWaiting(delivery, () => getState('cart/open')?.open === true, CART_NOTICES);
}

// Asks for the opposite of what it shows, not a toggle, so clicks queued while the cart is down open it once.
// Until the cart (which starts after the page) publishes its count, the one it keeps for this tab.
export function Cart({ currentPage }: { currentPage?: string }) {
  const published = useBusState('cart/count')?.count;
  const open = useBusState('cart/open')?.open ?? false;
  const uid = useBusState('auth/state')?.user?.uid;
  // Read once per shopper: a kept count that does not parse is warned of once, not at every render.
  const kept = useMemo(() => (uid ? readCartCount(uid) : 0), [uid]);
  const count = published ?? kept;
  const face = (
    <>
      <svg className={styles.cartIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.7L21 8H6.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="9" cy="19.5" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
      </svg>
      Cart{' '}
      <span className={styles.badge} data-testid="cart-count">
        {count}
      </span>
    </>
  );
  // The name starts with the visible text ("Cart 3"), so that voice control users can say what they see.
  const shared = { className: styles.button, 'aria-label': `Cart ${count} ${count === 1 ? 'item' : 'items'}` };
  return currentPage ? (
    <a {...shared} href={storefrontOpening('cart')}>{face}</a>
  ) : (
    <button type="button" {...shared} {...opens('cart')} aria-expanded={open} onClick={() => askForCart(!open)}>{face}</button>
  );
}
