import { create } from 'zustand';
import type { RemoteName } from './remoteContract';

/** Which build of a remote runs on this page, and from which manifest. */
export interface RemoteBuild {
  /**
   * live: the build the remote's site serves at its root; known-good: the one its release file names for
   * when the live one fails; candidate: the one a release check points the page at.
   */
  build: 'live' | 'known-good' | 'candidate';
  /** Its number on the remote's site (`v/<id>/`), where the page loaded it from there. */
  id?: number;
  manifest: string;
}

interface RemoteVersions {
  running: Partial<Record<RemoteName, RemoteBuild>>;
  record(remote: RemoteName, build: RemoteBuild): void;
}

/**
 * What each remote runs, kept for the web-vitals beacon: a page on a remote's known-good build after its
 * live one failed is measured, and counted, as such.
 */
export const useRemoteVersions = create<RemoteVersions>((set) => ({
  running: {},
  record: (remote, build) => set(({ running }) => ({ running: { ...running, [remote]: build } })),
}));
