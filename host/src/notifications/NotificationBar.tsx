import { useEffect } from 'react';
import { send, useBusState } from '@storefront/shared';
import { showNotifications, useNotifications } from './notificationStore';
import styles from './NotificationBar.module.css';

/**
 * The bottom bar for `ui/notify` messages. The live region is always in the page (so that screen readers
 * announce what appears in it) and takes no room while it is empty.
 */
export function NotificationBar() {
  const notice = useNotifications((s) => s.notice);
  const hold = useNotifications((s) => s.hold);
  // The open cart's total and Checkout sit at the bottom of the screen; the bar moves up out of their way.
  const cartOpen = useBusState('cart/open')?.open ?? false;

  useEffect(() => showNotifications(), []);

  return (
    <div
      className={`${styles.region} ${cartOpen ? styles.atTop : ''}`}
      role="status"
      aria-live="polite"
      data-testid="notification"
      onFocus={() => hold(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold(false);
      }}
    >
      {notice && (
        <div className={styles.bar}>
          <p className={styles.message}>{notice.message}</p>
          {notice.action === 'open-cart' && (
            <button type="button" className={styles.action} onClick={() => send('cart/toggle', { open: true })}>
              Go to Cart
            </button>
          )}
        </div>
      )}
    </div>
  );
}
