import styles from './authForms.module.css';

interface Props {
  visible: boolean;
  controls: string;
  onToggle: () => void;
}

/** Shows or masks the password; its name says what pressing it will do. */
export function PasswordToggle({ visible, controls, onToggle }: Props) {
  return (
    <button type="button" className={styles.toggle} aria-controls={controls} onClick={onToggle}>
      {visible ? 'Hide' : 'Show'}
      <span className={styles.visuallyHidden}> password</span>
    </button>
  );
}
