import { useEffect, useState } from 'react';
import { on, readRuntimeConfig, send, useBusState } from '@storefront/shared';
import { tokenSyncTarget } from '../session/tokenSync';
import styles from './StandInPanel.module.css';

const NOTICE_MS = 3000;

/**
 * The auth team's own page plays the host: opens the dialogs as the header would, shows `auth/state` as
 * the header reads it, and shows `ui/notify` messages for 3 s as the notification bar would.
 */
export function StandInPanel() {
  const state = useBusState('auth/state');
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = on('ui/notify', ({ message }) => {
      clearTimeout(timer);
      setNotice(message);
      timer = setTimeout(() => setNotice(null), NOTICE_MS);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, []);

  const user = state?.user ?? null;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Auth team: the sign-in dialogs on their own</h1>
      <section aria-labelledby="auth-state-heading" className={styles.panel}>
        <h2 id="auth-state-heading" className={styles.heading}>
          auth/state
        </h2>
        <p aria-live="polite">
          {state === undefined && 'Not published yet: waiting for Firebase to read the saved session…'}
          {state && !user && 'Signed out ({ user: null })'}
          {user && (
            <>
              Signed in as <strong>{user.email || '(no email)'}</strong> <code className={styles.uid}>uid {user.uid}</code>
            </>
          )}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={() => send('auth/open', { mode: 'login' })}>
            Open login
          </button>
          <button type="button" className={styles.button} onClick={() => send('auth/open', { mode: 'register' })}>
            Open register
          </button>
          <button type="button" className={styles.button} disabled={!user} onClick={() => send('auth/logout')}>
            Logout
          </button>
        </div>
      </section>
      <Environment />
      <p role="status" className={notice ? styles.notice : styles.noticeIdle}>
        {notice}
      </p>
    </main>
  );
}

function Environment() {
  const config = readRuntimeConfig();
  const sync = tokenSyncTarget(config.tokenSyncUrl, window);
  return (
    <section aria-labelledby="auth-env-heading" className={styles.panel}>
      <h2 id="auth-env-heading" className={styles.heading}>
        Environment (/env.js)
      </h2>
      <dl className={styles.facts}>
        <dt>Firebase project</dt>
        <dd>{config.firebase.projectId}</dd>
        <dt>Auth</dt>
        <dd>{config.emulators ? `emulator at ${config.emulators.auth}` : 'live service'}</dd>
        <dt>Firestore</dt>
        <dd>{config.emulators ? `local at ${config.emulators.firestore.host}:${config.emulators.firestore.port}` : 'live service'}</dd>
        <dt>Token sync</dt>
        <dd>{sync ?? (config.tokenSyncUrl ? `off: ${config.tokenSyncUrl} is not same-origin on a secure page` : 'off (TOKEN_SYNC_URL not set)')}</dd>
      </dl>
    </section>
  );
}
