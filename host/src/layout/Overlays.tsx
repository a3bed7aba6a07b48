import { RemoteSlot } from '../federation/RemoteSlot';
import { SignInFallback } from '../header/SignInFallback';
import { useOverlayLoads } from '../startup/overlayNeeds';
import styles from './Overlays.module.css';

/**
 * The cart panel and the auth dialogs are overlays: nothing of them shows on the first screen, so their
 * code is fetched on its first need (startup/overlayNeeds.ts). Commands sent before then (the click that
 * is that need) wait on the bus for them. A trade page has no cart panel (`cart` false): only auth, to say
 * who is signed in.
 */
export function Overlays({ cart = true }: { cart?: boolean }) {
  const auth = useOverlayLoads('auth');
  const panel = useOverlayLoads('cart') && cart;
  if (!auth && !panel) return null;
  return (
    <div className={styles.overlays}>
      {auth && <RemoteSlot remote="auth" label="Sign-in" placeholder={null} fallback={SignInFallback} />}
      {panel && <RemoteSlot remote="cart" label="The cart" placeholder={null} />}
    </div>
  );
}
