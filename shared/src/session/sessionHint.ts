// A mirror of "someone is signed in": reading Firebase's own session means fetching and starting Firebase,
// the heaviest code there is. With nobody to restore, neither it nor the auth remote need start yet.
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

export function onSessionElsewhere(listener: () => void, target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY && event.newValue !== null) listener();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
