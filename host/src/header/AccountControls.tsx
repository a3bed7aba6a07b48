import { send, useBusState } from '@storefront/shared';
import { useSignInSlot } from './signInSlot';
import { SignInUnavailable } from './SignInUnavailable';
import styles from './AccountControls.module.css';

interface Props {
  buttonClassName?: string;
  emailClassName?: string;
  placement: 'bar' | 'menu';
}

/** Login when signed out; the signed-in email with Logout when signed in (header and mobile menu). */
export function AccountControls({ buttonClassName, emailClassName, placement }: Props) {
  const state = useBusState('auth/state');
  const authDown = useSignInSlot((s) => s.retry !== null);
  if (state === undefined) {
    if (authDown) return <SignInUnavailable buttonClassName={buttonClassName} placement={placement} />;
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
