/**
 * Token sync: an optional same-origin address that is told the shopper's current ID token, so
 * that a server can keep a session cookie beside the Firebase session. Firebase's own `authTokenSyncURL`
 * does the same from a build-time default; ours follows the runtime config.
 */

interface Page {
  isSecureContext: boolean;
  location: { origin: string };
}

/**
 * The absolute address to sync with, or null when tokens must not be sent: none configured, not a
 * secure context (a token must never travel in clear), or another origin (a token must never leave it).
 */
export function tokenSyncTarget(configured: string | undefined, page: Page): string | null {
  if (!configured || !page.isSecureContext) return null;
  let target: URL;
  try {
    target = new URL(configured, page.location.origin);
  } catch {
    return null;
  }
  return target.origin === page.location.origin ? target.href : null;
}

/** Enough of a Firebase `User` to read its token. */
export interface TokenHolder {
  getIdToken: () => Promise<string>;
}

type Fetch = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status'>>;

/**
 * An `onIdTokenChanged` listener: POSTs every new ID token as a bearer token, and DELETEs once when the
 * shopper signs out. Requests go one after another so a sign-out never overtakes the token before it.
 * The returned promise settles when this change has been sent (failures are logged, not thrown: the
 * shopper's sign-in does not depend on it).
 */
export function createTokenSync(target: string, send: Fetch, warn: (...details: unknown[]) => void = console.warn) {
  let signedIn = false;
  let queue: Promise<void> = Promise.resolve();
  return (user: TokenHolder | null): Promise<void> => {
    const wasSignedIn = signedIn;
    signedIn = user !== null;
    if (!user && !wasSignedIn) return queue;
    queue = queue
      .then(async () => {
        const init: RequestInit = user
          ? { method: 'POST', headers: { Authorization: `Bearer ${await user.getIdToken()}` }, credentials: 'same-origin' }
          : { method: 'DELETE', credentials: 'same-origin' };
        const response = await send(target, init);
        if (!response.ok) warn(`[auth] token sync ${init.method} answered ${response.status}`);
      })
      .catch((error: unknown) => warn('[auth] token sync failed', error));
    return queue;
  };
}
