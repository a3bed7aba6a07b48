import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import styles from './Field.module.css';

interface Props extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** The message shown beside the field when its value is rejected. */
  error?: string;
  /** A standing note under the label (what the field accepts). */
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * The multi-line sibling of `Field`: a labelled textarea whose hint and error message are tied
 * to it (`aria-describedby`, `aria-invalid`). Spreads react-hook-form's `register()` result, ref included,
 * so a rejected submit can focus it.
 */
export function TextAreaField({ label, error, hint, id, ...textarea }: Props) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <textarea
        id={fieldId}
        className={styles.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...textarea}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
