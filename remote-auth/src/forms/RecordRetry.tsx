import { useEffect, useRef } from 'react';
import { retryUserRecord } from '../session/authFlows';
import { useAuthUiStore } from '../store/authUiStore';
import { FormFeedback } from './FormFeedback';
import { Spinner } from './Spinner';
import styles from './authForms.module.css';

/** The account exists but its record was not saved: say so, and let the person try again. */
export function RecordRetry() {
  const activity = useAuthUiStore((state) => state.activity);
  const close = useAuthUiStore((state) => state.close);
  const retry = useRef<HTMLButtonElement>(null);

  // The form that was focused is gone; keep the keyboard inside the dialog.
  useEffect(() => {
    const frame = requestAnimationFrame(() => retry.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <div className={styles.form}>
      <FormFeedback />
      <button ref={retry} type="button" className={styles.primary} disabled={activity !== null} onClick={() => void retryUserRecord()}>
        {activity === 'record' && <Spinner />}
        Try again
      </button>
      <button type="button" className={styles.secondary} onClick={close}>
        Continue shopping
      </button>
    </div>
  );
}
