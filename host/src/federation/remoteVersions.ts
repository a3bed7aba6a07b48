import { create } from 'zustand';
import type { RemoteName } from './remoteContract';

/** Which of its deployed versions a remote runs on this page, and from which manifest. */
export interface RemoteVersion {
  version: 'current' | 'previous';
  manifest: string;
}

interface RemoteVersions {
  running: Partial<Record<RemoteName, RemoteVersion>>;
  record(remote: RemoteName, version: RemoteVersion): void;
}

/**
 * What each remote runs, kept for the web-vitals beacon: a page on a remote's last known good version
 * after its current one failed is measured, and counted, as such.
 */
export const useRemoteVersions = create<RemoteVersions>((set) => ({
  running: {},
  record: (remote, version) => set(({ running }) => ({ running: { ...running, [remote]: version } })),
}));
