import { useEffect } from 'react';
import { on } from '@storefront/shared';
import { AuthDialog } from './dialog/AuthDialog';
import { logOut } from './session/authFlows';
import { loadSession } from './session/loadSession';
import { useAuthUiStore } from './store/authUiStore';

function startSession(): void {
  loadSession().catch((error: unknown) => console.warn('[auth] Firebase could not be loaded; it will be tried again when needed', error));
}

/**
 * The auth team's exposed component (`auth/AuthModals`). It answers `auth/open` and `auth/logout`, and
 * publishes `auth/state` from Firebase. Firebase itself is fetched only now, as this mounts (the host
 * mounts it when the browser is idle), so the host's first screen never carries it.
 */
export default function AuthModals() {
  useEffect(() => {
    startSession();
    // Back online after a failed first load: try again, so a returning shopper is signed in.
    window.addEventListener('online', startSession);
    const stop = [
      on('auth/open', ({ mode }) => useAuthUiStore.getState().open(mode)),
      on('auth/logout', () => void logOut()),
      () => window.removeEventListener('online', startSession),
    ];
    return () => stop.forEach((off) => off());
  }, []);
  return <AuthDialog />;
}
