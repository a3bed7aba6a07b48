import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styles from './Field.module.css';

interface Props extends InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement> {
  label: string;
  /** The message shown beside the field when its value is rejected. */
  error?: string;
  /** A standing note under the label (what the field accepts). */
  hint?: string;
  /** Makes it a textarea of that many rows. */
  rows?: number;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/**
 * A labelled input, or textarea, whose hint and error message are tied to it (`aria-describedby`,
 * `aria-invalid`), so a screen reader reads them with the field. Spreads react-hook-form's `register()`
 * result, ref included, so a rejected submit can focus it. Its children stand beside the control.
 */
export function Field({ label, error, hint, rows, children, ...control }: Props) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const controlProps = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined, ...control };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.note}>
          {hint}
        </p>
      )}
      <div className={styles.control}>
        {rows ? <textarea rows={rows} className={styles.input} {...controlProps} /> : <input className={styles.input} {...controlProps} />}
        {children}
      </div>
      {error && (
        <p id={`${id}-error`} className={`${styles.note} ${styles.error}`}>
          {error}
        </p>
      )}
    </div>
  );
}
