import { useId } from 'react';
import styles from './LabelledSelect.module.css';

interface Props {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  /** Extra context read after the label (the card's product name for its pack-size picker). */
  describedBy?: string;
  /** The smaller label a card's picker uses. */
  compact?: boolean;
  /** Sizing from the layout it sits in. */
  className?: string;
}

/** A native select with a visible label: the browser's own list, keyboard and phone pickers. */
export function LabelledSelect({ label, value, options, onChange, describedBy, compact = false, className = '' }: Props) {
  const id = useId();
  return (
    <div className={`${styles.field} ${compact ? styles.compact : ''} ${className}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={styles.select} value={value} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
