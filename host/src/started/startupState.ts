import { createStore } from 'zustand/vanilla';
import type { RemoteName } from '../federation/remoteContract';

interface StartupState {
  /** A remote once started stays. */
  started: Partial<Record<RemoteName, true>>;
  /** Unknown until the page has looked, as at build time: the header then holds Login's place. */
  sessionToRestore?: boolean;
}

/** Plain, with no React, because the page's first script holds it. Only the scheduler writes it. */
export const startupState = createStore<StartupState>()(() => ({ started: {} }));

export function startRemote(remote: RemoteName): void {
  const { started } = startupState.getState();
  if (!started[remote]) startupState.setState({ started: { ...started, [remote]: true } });
}

export function isStarted(remote: RemoteName): boolean {
  return startupState.getState().started[remote] === true;
}
