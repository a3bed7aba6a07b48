import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False in the served markup and while React hydrates it, so that both render alike; true from the
 * render after, and in a render that hydrates nothing. For what the first screen can do without: it
 * comes once the page works, instead of competing with the page's code for the connection.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noChanges, () => true, () => false);
}
