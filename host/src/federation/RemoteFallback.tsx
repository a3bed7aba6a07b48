import styles from './RemoteFallback.module.css';

interface Props {
  label: string;
  onRetry: () => void;
}

export function RemoteFallback({ label, onRetry }: Props) {
  return (
    <div role="alert" className={styles.fallback}>
      <p>{label} is not available right now.</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
