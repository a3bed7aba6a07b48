import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

/** Words for screen readers only: context a sighted shopper already gets from the layout. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.visuallyHidden}>{children}</span>;
}
