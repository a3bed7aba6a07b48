import { useStore } from 'zustand';
import type { RemoteName } from '../federation/remoteContract';
import { startupState } from './startupState';

export function useRemoteStarted(remote: RemoteName): boolean {
  return useStore(startupState, (state) => state.started[remote] === true);
}

export function useSessionToRestore(): boolean | undefined {
  return useStore(startupState, (state) => state.sessionToRestore);
}
