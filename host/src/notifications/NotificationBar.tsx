import { useEffect, useRef } from 'react';
import { send, useBusState } from '@storefront/shared';
import { showNotifications, useNotifications } from './notificationStore';
import { publishNotificationRoom } from './notificationRoom';
import styles from './NotificationBar.module.css';

/**
 * The bar for `ui/notify` messages. It comes first in the page, so that the keyboard reaches Go to Cart
 * right after the skip link, and it stays while focus is in it or the shopper moves the pointer in it: a
 * pointer that was resting where the bar appears (on the Send that raised it) does not hold it, as the
 * browser tells of it entering all the same. The live region is always
 * in the page (so that screen readers announce what appears in it) and takes no room while it is empty.
 * While the cart is open, the cart shows the message in its own flow (`ui/notice`): the bar would cover
 * either the cart's heading and close button or its total and Checkout. The bar then keeps the message
 * only for screen readers. The room it takes at the foot of the screen is published for what else stands
 * there (notificationRoom.ts).
 */
export function NotificationBar() {
  const notice = useNotifications((s) => s.notice);
  const hold = useNotifications((s) => s.hold);
  const release = useNotifications((s) => s.release);
  const cartOpen = useBusState('cart/open')?.open ?? false;
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => showNotifications(), []);
  useEffect(() => publishNotificationRoom(region.current!), []);
  useEffect(() => {
    if (cartOpen) release();
  }, [cartOpen, release]);

  return (
    <div
      ref={region}
      className={`${styles.region} ${cartOpen ? styles.offScreen : ''}`}
      role="status"
      aria-live="polite"
      data-testid="notification"
      onFocus={() => hold('focus', true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold('focus', false);
      }}
      onPointerMove={(event) => {
        if (event.movementX !== 0 || event.movementY !== 0) hold('pointer', true);
      }}
      onPointerLeave={() => hold('pointer', false)}
    >
      {notice && (
        <div className={styles.bar}>
          <p className={styles.message}>{notice.message}</p>
          {notice.action === 'open-cart' && !cartOpen && (
            <button type="button" className={styles.action} onClick={() => send('cart/toggle', { open: true })}>
              Go to Cart
            </button>
          )}
        </div>
      )}
    </div>
  );
}
