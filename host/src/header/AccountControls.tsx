import { send, useBusState } from '@storefront/shared';
import { storefrontOpening } from '../startup/openOnArrival';
import { useSignInSlot } from './signInSlot';
import { SignInUnavailable } from './SignInUnavailable';
import styles from './AccountControls.module.css';

interface Props {
  buttonClassName?: string;
  emailClassName?: string;
  placement: 'bar' | 'menu';
  /** On a trade page, which has no dialogs: Login is a link to the storefront's, whether or not auth is up here. */
  currentPage?: string;
}

/** Login when signed out; the signed-in email with Logout when signed in (header and mobile menu). */
export function AccountControls({ buttonClassName, emailClassName, placement, currentPage }: Props) {
  const state = useBusState('auth/state');
  const authDown = useSignInSlot((s) => s.retry !== null);
  const login = currentPage ? (
    <a className={buttonClassName} href={storefrontOpening('login')}>Login</a>
  ) : (
    <button type="button" className={buttonClassName} onClick={() => send('auth/open', { mode: 'login' })}>Login</button>
  );
  if (state === undefined) {
    if (authDown) return currentPage ? login : <SignInUnavailable buttonClassName={buttonClassName} placement={placement} />;
    // Until the auth team has read the saved session, neither answer is known: hold the place, so a
    // signed-in shopper never sees Login flash before their email.
    return (
      <span className={`${buttonClassName ?? ''} ${styles.pending}`} aria-hidden="true">
        Login
      </span>
    );
  }
  const { user } = state;
  if (!user) return login;
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
