import { useEffect, useRef } from 'react';
import { useGoneFiles } from '../federation/goneFiles';
import styles from './PageUpdated.module.css';

/**
 * Said when a part of the page needs files its site no longer has and cannot be swapped for its live
 * build while the page runs (federation/goneFiles.ts): the storefront was updated since the page was
 * opened. One button reloads it; the tab's cart and the sign-in live outside the page and are kept.
 */
export function PageUpdated({ reloadPage = () => location.reload() }: { reloadPage?: () => void }) {
  const needed = useGoneFiles((state) => state.reloadFor.length > 0);
  const reload = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (needed) reload.current?.focus();
  }, [needed]);

  if (!needed) return null;
  return (
    <div className={styles.region} role="alert">
      <div className={styles.bar}>
        <p className={styles.message}>
          <strong>This page has been updated.</strong> Reload it to carry on: your cart and sign-in are kept.
        </p>
        <button ref={reload} type="button" className={styles.action} onClick={reloadPage}>
          Reload page
        </button>
      </div>
    </div>
  );
}
