import { RemoteSlot } from '../federation/RemoteSlot';
import { SignInFallback } from '../header/SignInFallback';
import { useStartup } from '../startup/startupStore';
import styles from './Overlays.module.css';

/**
 * The cart panel and the auth dialogs are overlays: nothing of them shows on the first screen, so their
 * code is fetched once the browser has been idle after hydration (startup/startUp.ts). Commands sent
 * before then (a quick Login click) wait on the bus for them. A trade page has no cart panel (`cart`
 * false): only auth, to say who is signed in.
 */
export function Overlays({ cart = true }: { cart?: boolean }) {
  const idle = useStartup((state) => state.idle);
  if (!idle) return null;
  return (
    <div className={styles.overlays}>
      <RemoteSlot remote="auth" label="Sign-in" placeholder={null} fallback={SignInFallback} />
      {cart && <RemoteSlot remote="cart" label="The cart" placeholder={null} />}
    </div>
  );
}
