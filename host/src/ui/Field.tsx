import { useId, type InputHTMLAttributes } from 'react';
import styles from './Field.module.css';

type Props = InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement> & { label: string; error?: string; hint?: string; rows?: number };

/** It spreads react-hook-form's `register()`, ref included; its children stand beside it (Subscribe). */
export function Field({ label, error, hint, rows, children, ...control }: Props) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const props = { id, className: styles.input, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, ...control };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      {hint && <p id={`${id}-hint`} className={styles.note}>{hint}</p>}
      <div className={styles.control}>
        {rows ? <textarea rows={rows} {...props} /> : <input {...props} />}
        {children}
      </div>
      {error && <p id={`${id}-error`} className={`${styles.note} ${styles.error}`}>{error}</p>}
    </div>
  );
}
