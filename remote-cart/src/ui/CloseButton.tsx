import styles from './CloseButton.module.css';

interface Props {
  /** What it closes, as a screen reader should say it ("Close", "Close cart"). */
  label: string;
  onClick: () => void;
}

/** The round × button in the corner of every panel and dialog. */
export function CloseButton({ label, onClick }: Props) {
  return (
    <button type="button" className={styles.close} aria-label={label} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
