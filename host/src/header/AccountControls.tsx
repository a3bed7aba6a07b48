import { send, useBusState } from '@storefront/shared';
import styles from './AccountControls.module.css';

interface Props {
  buttonClassName?: string;
  emailClassName?: string;
}

/** Login when signed out; the signed-in email with Logout when signed in (header and mobile menu). */
export function AccountControls({ buttonClassName, emailClassName }: Props) {
  const state = useBusState('auth/state');
  if (state === undefined) {
    // Until the auth team has read the saved session, neither answer is known: hold the place, so a
    // signed-in shopper never sees Login flash before their email.
    return (
      <span className={`${buttonClassName ?? ''} ${styles.pending}`} aria-hidden="true">
        Login
      </span>
    );
  }
  const { user } = state;
  if (!user) {
    return (
      <button type="button" className={buttonClassName} onClick={() => send('auth/open', { mode: 'login' })}>
        Login
      </button>
    );
  }
  return (
    <>
      <span className={emailClassName} title={user.email}>
        {user.email}
      </span>
      <button type="button" className={buttonClassName} onClick={() => send('auth/logout')}>
        Logout
      </button>
    </>
  );
}
