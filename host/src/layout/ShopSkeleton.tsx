import styles from './ShopSkeleton.module.css';

export function ShopSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-label="Loading the shop">
      <div className={styles.toolbar} />
      <div className={styles.grid}>
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className={styles.card} />
        ))}
      </div>
    </div>
  );
}
