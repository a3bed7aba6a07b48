import { useId, type InputHTMLAttributes } from 'react';
import styles from './Field.module.css';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The message shown under the field when its value is rejected. */
  error?: string;
}

/**
 * A labelled input with its error message tied to it (`aria-invalid`, `aria-describedby`), so a screen
 * reader reads the problem with the field; its children stand beside the input (the password's Show).
 * Spreads react-hook-form's `register()` result.
 */
export function Field({ label, error, children, ...input }: Props) {
  const ownId = useId();
  const id = input.id ?? ownId;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
        {children}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
