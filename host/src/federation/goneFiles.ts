import { create } from 'zustand';
import type { RemoteName } from './remoteContract';

// A page open longer than its sites keep a build gets 404s for that build's files. Asking again would
// fail again, so the remote moves to its live build, or, where it cannot be swapped, the shopper reloads.
interface GoneFiles {
  /** Its slot mounts it afresh each time this grows. */
  moved: Partial<Record<RemoteName, number>>;
  reloadFor: RemoteName[];
  move(remote: RemoteName): void;
  askReload(remote: RemoteName): void;
}

export const useGoneFiles = create<GoneFiles>((set) => ({
  moved: {},
  reloadFor: [],
  move: (remote) => set(({ moved }) => ({ moved: { ...moved, [remote]: (moved[remote] ?? 0) + 1 } })),
  askReload: (remote) => set(({ reloadFor }) => ({ reloadFor: reloadFor.includes(remote) ? reloadFor : [...reloadFor, remote] })),
}));
