import { useId, useState } from 'react';
import { send } from '@storefront/shared';
import { retrySignIn, useSignInSlot } from './signInSlot';
import styles from './AccountControls.module.css';

interface Props {
  buttonClassName?: string;
  /** In the header bar the note drops down under it; in the mobile menu it stays in the panel's flow. */
  placement: 'bar' | 'menu';
}

/** While a Retry loads auth, Login asks for the dialog as on a first load. */
export function SignInUnavailable({ buttonClassName, placement }: Props) {
  const retrying = useSignInSlot((s) => s.retrying);
  const [open, setOpen] = useState(false);
  const noteId = useId();
  const login = () => {
    if (!retrying) return setOpen(!open);
    setOpen(false);
    send('auth/open', { mode: 'login' });
  };
  return (
    <>
      <button type="button" className={buttonClassName} aria-expanded={open} aria-controls={noteId} onClick={login}>
        Login
      </button>
      <div id={noteId} className={`${styles.note} ${placement === 'bar' ? styles.dropDown : ''}`} hidden={!open}>
        <p className={styles.noteText} role="status">
          {retrying ? 'Trying to reach sign-in…' : 'Sign-in is unavailable right now.'}
        </p>
        <button type="button" className={styles.retry} aria-disabled={retrying} onClick={retrySignIn}>
          Retry
        </button>
      </div>
    </>
  );
}
