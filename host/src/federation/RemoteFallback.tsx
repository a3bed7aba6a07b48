import styles from './RemoteFallback.module.css';

export interface RemoteFallbackProps {
  label: string;
  onRetry: () => void;
}

export function RemoteFallback({ label, onRetry }: RemoteFallbackProps) {
  return (
    <div role="alert" className={styles.fallback}>
      <p>{label} is not available right now.</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
