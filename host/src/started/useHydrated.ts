import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

// False while React hydrates, so that it renders as the served markup did: for what the first screen
// can do without, which then does not compete with the page's code for the connection.
export function useHydrated(): boolean {
  return useSyncExternalStore(noChanges, () => true, () => false);
}
