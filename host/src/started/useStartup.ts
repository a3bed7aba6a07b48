import { useStore } from 'zustand';
import type { RemoteName } from '../federation/remoteContract';
import { startupState } from './startupState';

/** Whether the scheduler has started `remote`: until then its slot holds its place. */
export function useRemoteStarted(remote: RemoteName): boolean {
  return useStore(startupState, (state) => state.started[remote] === true);
}

/** Whether this browser has a session for auth to restore; undefined until the page has looked. */
export function useSessionToRestore(): boolean | undefined {
  return useStore(startupState, (state) => state.sessionToRestore);
}
