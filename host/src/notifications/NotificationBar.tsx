import { useEffect, useRef } from 'react';
import { send, useBusState } from '@storefront/shared';
import { showNotifications, useNotifications } from './notificationStore';
import { publishNotificationRoom } from './notificationRoom';
import styles from './NotificationBar.module.css';

// Always in the page, so that screen readers announce what appears. Only a moving pointer holds it: one resting
// where the bar appears is reported entering all the same. While the cart is open it shows the message itself
// (`ui/notice`), as the bar would cover its heading or its Checkout: the bar keeps it for screen readers only.
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
