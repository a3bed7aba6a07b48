import { useEffect } from 'react';
import { hadSession, on, onSessionElsewhere, publish } from '@storefront/shared';
import { AuthDialog } from './forms/AuthDialog';
import { afterNextPaint } from './session/afterNextPaint';
import { logOut } from './session/authFlows';
import { idleUnlessSavingData } from './session/idleUnlessSavingData';
import { loadSession, prefetchSessionCode } from './session/loadSession';
import { useAuthUiStore } from './store/authUiStore';

function startSession(): void {
  loadSession().catch((error: unknown) => console.warn('[auth] Firebase could not be loaded; it will be tried again when needed', error));
}

/** A session to restore needs Firebase; with none, the page is told at once that nobody is signed in. */
function restoreSession(): void {
  if (hadSession()) startSession();
  else publish('auth/state', { user: null });
}

/**
 * The auth team's exposed component (`auth/AuthModals`). It answers `auth/open` and `auth/logout`, and
 * publishes `auth/state` from Firebase. Firebase's session is opened only when there is a session to
 * restore (the contracts' session hint), a dialog opens, or another tab signs someone in, so a page nobody
 * is signed in to never talks to Firebase. Its code is fetched at the first idle moment after mounting, so
 * that a shopper's first Login waits for none of it; a shopper who saves data fetches it only when needed.
 */
export default function AuthModals() {
  useEffect(() => {
    restoreSession();
    // Back online after a failed first load: try again, so a returning shopper is signed in.
    window.addEventListener('online', restoreSession);
    const stop = [
      on('auth/open', ({ mode }) => {
        useAuthUiStore.getState().open(mode);
        // Firebase is opened while the shopper types, so that their submit does not wait for it; but only
        // once the dialog is on screen, as setting Firebase up in the click's own task held that frame.
        afterNextPaint(startSession);
      }),
      on('auth/logout', () => void logOut()),
      onSessionElsewhere(startSession),
      () => window.removeEventListener('online', restoreSession),
      idleUnlessSavingData(() => void prefetchSessionCode()),
    ];
    return () => stop.forEach((off) => off());
  }, []);
  return <AuthDialog />;
}
