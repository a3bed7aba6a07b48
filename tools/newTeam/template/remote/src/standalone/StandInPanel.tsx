import { publish } from '@storefront/shared';
import styles from './StandInPanel.module.css';

/** The __name__ team's own page plays auth: it publishes `auth/state` as auth would, signed in or out. */
export function StandInPanel() {
  return (
    <section aria-label="Stand-in for the other teams" className={styles.panel}>
      <h1 className={styles.title}>__Title__ team: TeamComponent on its own</h1>
      <button type="button" onClick={() => publish('auth/state', { user: { uid: 'stand-in', email: 'pat@example.com' } })}>
        Sign in as pat@example.com
      </button>{' '}
      <button type="button" onClick={() => publish('auth/state', { user: null })}>
        Sign out
      </button>
    </section>
  );
}
