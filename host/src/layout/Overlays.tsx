import { RemoteSlot } from '../federation/RemoteSlot';
import { SignInFallback } from '../header/SignInFallback';
import { useRemoteStarted } from '../started/useStartup';
import styles from './Overlays.module.css';

/**
 * The cart panel and the auth dialogs are overlays: nothing of them shows until the shopper asks, so each
 * mounts once the scheduler starts it (startup/schedule.ts says when: warmed in the time nobody feels, or
 * at its first need). Commands sent before then (the click that is that need) wait on the bus for them.
 * A page's schedule says which it has: a trade page's starts only auth, to say who is signed in.
 */
export function Overlays() {
  const auth = useRemoteStarted('auth');
  const panel = useRemoteStarted('cart');
  if (!auth && !panel) return null;
  return (
    <div className={styles.overlays}>
      {auth && <RemoteSlot remote="auth" label="Sign-in" placeholder={null} fallback={SignInFallback} />}
      {panel && <RemoteSlot remote="cart" label="The cart" placeholder={null} />}
    </div>
  );
}
