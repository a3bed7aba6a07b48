import { create } from 'zustand';
import type { RemoteName } from './remoteContract';

/**
 * A running remote's file that its site no longer has: a page open longer than its sites keep a build
 * (a page's lifetime, docs/deploy.md) asks for a chunk, a stylesheet or a picture of the build it loaded,
 * and the site answers 404. Asking again would fail again, so the remote moves to its live build
 * instead (remotes.ts), or, where it cannot be swapped while the page runs, the shopper is asked to
 * reload the page (PageUpdated).
 */
interface GoneFiles {
  /** How many times each remote has been moved to its live build after its files went: its slot mounts it afresh each time. */
  moved: Partial<Record<RemoteName, number>>;
  /** The remotes whose files went and which cannot be moved while the page runs: the page must be reloaded. */
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
