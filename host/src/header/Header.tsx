import { send, useBusState } from '@storefront/shared';
import styles from './Header.module.css';

export function Header() {
  const user = useBusState('auth/state')?.user ?? null;
  const count = useBusState('cart/count')?.count ?? 0;
  const cartOpen = useBusState('cart/open')?.open ?? false;
  return (
    <header className={styles.header}>
      <a className={styles.logo} href="/">
        Bulk Cash &amp; Carry
      </a>
      <div className={styles.actions}>
        {user ? (
          <>
            <span className={styles.email}>{user.email}</span>
            <button type="button" className={styles.button} onClick={() => send('auth/logout')}>
              Logout
            </button>
          </>
        ) : (
          <button type="button" className={styles.button} onClick={() => send('auth/open', { mode: 'login' })}>
            Login
          </button>
        )}
        <button
          type="button"
          className={styles.button}
          aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
          aria-expanded={cartOpen}
          onClick={() => send('cart/toggle', {})}
        >
          Cart{' '}
          <span className={styles.badge} data-testid="cart-count">
            {count}
          </span>
        </button>
      </div>
    </header>
  );
}
