/**
 * Whether someone was signed in on this browser when a page last knew. Firebase keeps the session itself
 * (IndexedDB), but reading it means fetching and starting Firebase, the heaviest code the storefront has.
 * Mirroring "someone is signed in" here lets a page with nobody to restore say so at once, and fetch
 * Firebase only when someone opens the sign-in dialog.
 */
const KEY = 'storefront.auth.signedIn';

/** Where storage cannot be read (a locked-down browser), Firebase is asked, as if there were a session. */
export function hadSession(storage: Storage = localStorage): boolean {
  try {
    return storage.getItem(KEY) !== null;
  } catch {
    return true;
  }
}

export function rememberSession(signedIn: boolean, storage: Storage = localStorage): void {
  try {
    if (signedIn) storage.setItem(KEY, '1');
    else storage.removeItem(KEY);
  } catch {
    // Without storage every page asks Firebase (hadSession), so nothing is lost.
  }
}

/** Someone signed in on another tab of this storefront. */
export function onSessionElsewhere(listener: () => void, target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY && event.newValue !== null) listener();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
