import styles from './authForms.module.css';

/** A visual busy mark inside a button; the words are in the status region beside it. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
