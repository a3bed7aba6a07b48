/**
 * Whether someone was signed in on this browser when a page last knew. Firebase keeps the session itself
 * (IndexedDB), but reading it means fetching and starting Firebase, the heaviest code the storefront has.
 * The auth remote writes this mirror of "someone is signed in"; with nobody to restore, auth says so at
 * once and fetches Firebase only when someone opens the sign-in dialog, and the host need not start the
 * auth remote at all until a command asks for it: its header can offer Login without it.
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
