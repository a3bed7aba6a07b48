import { useBusState } from '@storefront/shared';
import styles from './CartSidebar.module.css';

/**
 * The host's latest message (`ui/notice`), in the cart's own flow under its heading: the open cart covers
 * the host's bar, or on wide screens the bar would cover the cart. Not a live region: the host's bar
 * already announces it.
 */
export function CartNotice() {
  const message = useBusState('ui/notice')?.message;
  if (!message) return null;
  return <p className={styles.notice}>{message}</p>;
}
