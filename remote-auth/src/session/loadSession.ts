import { publish, readRuntimeConfig, rememberSession } from '@storefront/shared';
import type { AuthSession } from './AuthSession';
import { isOwed, payOwedRecord } from './owedRecords';

/** The Firebase code could not be fetched (offline, or the auth site is down): said like a network error. */
export class SessionUnavailableError extends Error {
  readonly code = 'auth/network-request-failed';
}

/** Firebase's code, a chunk of its own. Evaluating it opens nothing: no app, no request to Firebase. */
const firebaseCode = () => import(/* webpackChunkName: "firebase-session" */ './firebaseSession');

let loading: Promise<AuthSession> | null = null;

/**
 * Fetches and evaluates Firebase's code without opening a session, so that a later loadSession() finds it
 * already there, and marks `auth:warmed` on the page's timeline once it has. A failure is left to
 * loadSession, which fetches again and says why.
 */
export function prefetchSessionCode(): Promise<void> {
  return firebaseCode().then(
    () => void performance.mark('auth:warmed'),
    () => undefined,
  );
}

/**
 * Fetches Firebase on first use (unless prefetchSessionCode already has) and opens the session. From then
 * on, for the life of the page, Firebase's user is mirrored onto the bus as `auth/state`: a persisted
 * session is published once Firebase has read it, and `{ user: null }` only once Firebase has found none.
 * A signed-in account whose record is still owed (owedRecords.ts) gets it written then, in the background.
 * A failure is forgotten, so the next call tries again.
 */
export function loadSession(): Promise<AuthSession> {
  loading ??= open().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function open(): Promise<AuthSession> {
  let firebase: typeof import('./firebaseSession');
  try {
    firebase = await firebaseCode();
  } catch (error) {
    throw new SessionUnavailableError('The sign-in code could not be loaded', { cause: error });
  }
  const session = firebase.openFirebaseSession(readRuntimeConfig());
  session.onUserChange((user) => {
    rememberSession(user !== null);
    publish('auth/state', { user });
    if (user && isOwed(user.uid)) void payOwedRecord(session, user.uid);
  });
  return session;
}
