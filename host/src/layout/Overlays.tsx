import { RemoteSlot } from '../federation/RemoteSlot';
import { SignInFallback } from '../header/SignInFallback';
import { useRemoteStarted } from '../started/useStartup';
import styles from './Overlays.module.css';

// Mounted once the scheduler starts them: commands sent before then wait on the bus.
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
