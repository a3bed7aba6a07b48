import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  getAdditionalUserInfo,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type User,
} from 'firebase/auth';
import type { RuntimeConfig, SessionUser } from '@storefront/shared';
import type { AuthSession } from './AuthSession';
import { createTokenSync, tokenSyncTarget } from './tokenSync';

/**
 * The Firebase side of sign-in. This module and everything it imports are fetched only when the auth
 * remote mounts (see loadSession.ts), never with the host's first screen.
 */
export function openFirebaseSession(config: RuntimeConfig): AuthSession {
  const app = initializeApp(config.firebase);
  // getAuth() would also set up the popup resolver at once, which fetches Google's gapi script on every
  // page view; it is needed only when someone presses "Continue with Google".
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  if (config.emulators) connectAuthEmulator(auth, config.emulators.auth, { disableWarnings: true });

  const syncTarget = tokenSyncTarget(config.tokenSyncUrl, window);
  if (syncTarget) onIdTokenChanged(auth, createTokenSync(syncTarget, (url, init) => fetch(url, init)));

  const google = new GoogleAuthProvider();
  // A shared computer: let the person pick the account rather than reuse whichever is signed in.
  google.setCustomParameters({ prompt: 'select_account' });

  return {
    onUserChange: (listener) => onAuthStateChanged(auth, (user) => listener(toSessionUser(user))),
    currentUser: () => toSessionUser(auth.currentUser),
    signIn: async (email, password) => {
      await signInWithEmailAndPassword(auth, email, password);
    },
    register: async (email, password) => {
      await createUserWithEmailAndPassword(auth, email, password);
    },
    signInWithGoogle: async () => {
      const result = await signInWithPopup(auth, google, browserPopupRedirectResolver);
      return { isNewUser: getAdditionalUserInfo(result)?.isNewUser === true };
    },
    saveUserRecord: async () => {
      const user = auth.currentUser;
      if (!user) throw new Error('Nobody is signed in, so there is no account record to save');
      const { ensureUserRecord } = await import(/* webpackChunkName: "user-record" */ './ensureUserRecord');
      await ensureUserRecord(app, config.emulators, user.uid, user.email);
    },
    signOut: () => signOut(auth),
  };
}

function toSessionUser(user: User | null): SessionUser | null {
  return user ? { uid: user.uid, email: user.email ?? '' } : null;
}
