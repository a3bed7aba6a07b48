import { getState, send, useBusState } from '@storefront/shared';
import { storefrontOpening } from './navigation';
import { useSessionToRestore } from '../started/useStartup';
import { sayIfStillWaiting } from './sayIfStillWaiting';
import { useSignInSlot } from './signInSlot';
import { SignInUnavailable } from './SignInUnavailable';
import styles from './AccountControls.module.css';

const LOGIN_NOTICES = {
  waiting: 'Sign-in is not ready yet. The Login dialog will open as soon as it is.',
  refused: 'Sign-in is not available right now. Please try again later.',
};

function askForLogin() {
  // A Login before auth has started waits on the bus, which is auth's first need (startup/schedule.ts).
  sayIfStillWaiting(send('auth/open', { mode: 'login' }), () => getState('auth/state') !== undefined, LOGIN_NOTICES);
}

interface Props {
  buttonClassName?: string;
  emailClassName?: string;
  placement: 'bar' | 'menu';
  /** Trade pages have no dialogs: Login links to the storefront's. */
  currentPage?: string;
}

export function AccountControls({ buttonClassName, emailClassName, placement, currentPage }: Props) {
  const state = useBusState('auth/state');
  const authDown = useSignInSlot((s) => s.retry !== null);
  const sessionToRestore = useSessionToRestore();
  const login = currentPage ? (
    <a className={buttonClassName} href={storefrontOpening('login')}>Login</a>
  ) : (
    <button type="button" className={buttonClassName} onClick={askForLogin}>Login</button>
  );
  if (state === undefined) {
    if (authDown) return currentPage ? login : <SignInUnavailable buttonClassName={buttonClassName} placement={placement} />;
    // With no session to restore, nobody is signed in: Login is offered before auth has started.
    if (sessionToRestore === false) return login;
    // Neither answer is known yet: hold the place, so a signed-in shopper never sees Login flash before their email.
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
