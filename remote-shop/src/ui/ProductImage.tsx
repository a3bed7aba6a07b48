import { useState } from 'react';
import styles from './ProductImage.module.css';

/** Every product illustration is drawn at this size; the box keeps its 4:3 shape at any width. */
const WIDTH = 160;
const HEIGHT = 120;

interface Props {
  src: string;
  /** A picture below the first screen waits until it is scrolled near. */
  loading?: 'eager' | 'lazy';
  /** The first screen's largest picture is asked for before the page's other pictures and scripts. */
  fetchPriority?: 'high';
}

/**
 * A product picture. It sits beside the product's name, so it is decorative (empty alt). If it fails to
 * load, a placeholder drawn inline (no second request that could fail too) takes the same box, so
 * nothing moves.
 */
export function ProductImage({ src, loading = 'eager', fetchPriority }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <span className={`${styles.frame} ${styles.placeholder}`} role="img" aria-label="Picture unavailable">
        <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
          <path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5z M3 7.5l9 4.5 9-4.5 M12 12v9" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
        </svg>
      </span>
    );
  }
  return (
    <img
      className={styles.frame}
      src={src}
      alt=""
      width={WIDTH}
      height={HEIGHT}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
