import { useEffect, useState } from 'react';
import { RemoteSlot } from '../federation/RemoteSlot';
import { SignInFallback } from '../header/SignInFallback';
import { whenIdle } from '../scheduling/whenIdle';
import styles from './Overlays.module.css';

/**
 * The cart panel and the auth dialogs are overlays: nothing of them shows on the first screen, so their
 * code is fetched once the browser is idle. Commands sent before then (a quick Login click) wait on the
 * bus for them.
 */
export function Overlays() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenIdle(2000).then(() => mounted && setIdle(true));
    return () => {
      mounted = false;
    };
  }, []);
  if (!idle) return null;
  return (
    <div className={styles.overlays}>
      <RemoteSlot remote="auth" label="Sign-in" placeholder={null} fallback={SignInFallback} />
      <RemoteSlot remote="cart" label="The cart" placeholder={null} />
    </div>
  );
}
