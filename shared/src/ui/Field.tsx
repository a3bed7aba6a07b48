import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './Field.module.css';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The message shown beside the field when its value is rejected. */
  error?: string;
  /** Something beside the input (a show/hide toggle). */
  adornment?: ReactNode;
}

/**
 * A labelled input with its error message tied to it (`aria-invalid`, `aria-describedby`), so a screen
 * reader reads the problem with the field. Spreads react-hook-form's `register()` result.
 */
export function Field({ label, error, adornment, id, ...input }: Props) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {adornment}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
