import { useEffect, useState } from 'react';
import { formatPounds, on, send, useBusState } from '@storefront/shared';
import { SAMPLE_PRODUCTS, toProduct } from './sampleProducts';
import styles from './StandInPanel.module.css';

/** How long the host shows a notification (3 s), mirrored here. */
const NOTICE_MS = 3000;

/**
 * The cart team's own page plays the other teams through the bus: a header with the cart button and
 * badge (host), the original cart's three sample products with their pack sizes (shop), and the
 * notification the host would show.
 */
export function StandInPanel() {
  const count = useBusState('cart/count')?.count ?? 0;
  const open = useBusState('cart/open')?.open ?? false;
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => on('ui/notify', ({ message }) => setNotice(message)), []);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.title}>Cart team · sample products</p>
        <button type="button" className={styles.cartButton} aria-expanded={open} onClick={() => send('cart/toggle', {})}>
          Cart <span className={styles.badge}>{count}</span>
        </button>
      </header>
      <main className={styles.main}>
        <h1 className={styles.heading}>Sample products</h1>
        <p className={styles.intro}>
          The original cart’s three sample products, sent to the cart as <code>cart/add</code> with the pack size you pick.
        </p>
        <ul className={styles.products}>
          {SAMPLE_PRODUCTS.map((sample) => (
            <li key={sample.id} className={styles.card}>
              <h2 className={styles.name}>{sample.name}</h2>
              <p className={styles.meta}>
                {sample.category} · popularity {sample.popularity}
              </p>
              <div className={styles.packs}>
                {Object.entries(sample.quantityPricePairs).map(([size, price]) => (
                  <button
                    key={size}
                    type="button"
                    className={styles.pack}
                    onClick={() => send('cart/add', { product: toProduct(sample), size })}
                  >
                    Add {size} · {formatPounds(price)}
                  </button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      </main>
      <div className={styles.notice} role="status">
        {notice && <p className={styles.noticeText}>{notice}</p>}
      </div>
    </div>
  );
}
