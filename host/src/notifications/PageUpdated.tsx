import { useEffect, useRef } from 'react';
import { useGoneFiles } from '../federation/goneFiles';
import styles from './PageUpdated.module.css';

// For a remote that cannot be swapped while the page runs. The cart and sign-in live outside it: a reload keeps them.
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
