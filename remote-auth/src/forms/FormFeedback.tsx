import { useAuthUiStore } from '../store/authUiStore';
import { BUSY_MESSAGES } from './busyMessages';
import styles from './authForms.module.css';

/**
 * The dialog's voice: the failure sentence (an alert, read out at once) and the progress of a running
 * request (a status region, present from the start so screen readers pick up its changes).
 */
export function FormFeedback() {
  const error = useAuthUiStore((state) => state.error);
  const activity = useAuthUiStore((state) => state.activity);
  return (
    <>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <p role="status" className={activity ? styles.status : styles.visuallyHidden}>
        {activity ? BUSY_MESSAGES[activity] : ''}
      </p>
    </>
  );
}
