import { useBusState } from '@storefront/shared';
import { signedInLine } from './bus/signedIn';
import styles from './TeamComponent.module.css';

/**
 * The __name__ team's exposed component (`__name__/TeamComponent`), in its section of the storefront below the
 * shop. Like every team's, it takes no props: what it knows of the page comes on the bus, here who is
 * signed in (`auth/state`, which auth publishes and the bus replays to a late subscriber).
 */
export default function TeamComponent() {
  const auth = useBusState('auth/state');
  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>__Title__</h2>
      <p data-testid="__name__-signed-in" aria-live="polite">
        {signedInLine(auth)}
      </p>
    </div>
  );
}
