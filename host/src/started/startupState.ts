import { createStore } from 'zustand/vanilla';
import type { RemoteName } from '../federation/remoteContract';

interface StartupState {
  /** The remotes the scheduler has started: each one's slot loads and mounts it. A remote once started stays. */
  started: Partial<Record<RemoteName, true>>;
  /**
   * Whether this browser has a session for auth to restore. Unknown until the page has looked, as it is
   * when the page is rendered at build time: the header then holds Login's place.
   */
  sessionToRestore?: boolean;
}

/**
 * What start-up has decided so far, for the components that show it. The scheduler (scheduler.ts) is its
 * only writer. Plain, with no React, because the page's first script holds it.
 */
export const startupState = createStore<StartupState>()(() => ({ started: {} }));

/** Starts a remote: its slot loads it and mounts it. */
export function startRemote(remote: RemoteName): void {
  const { started } = startupState.getState();
  if (!started[remote]) startupState.setState({ started: { ...started, [remote]: true } });
}

export function isStarted(remote: RemoteName): boolean {
  return startupState.getState().started[remote] === true;
}
