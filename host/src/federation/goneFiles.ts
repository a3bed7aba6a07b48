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

/** The address a failed element asked for: a script's, a stylesheet's (or its preload's), a picture's. */
function addressOf(target: EventTarget | null): string | undefined {
  if (target instanceof HTMLScriptElement) return target.src || undefined;
  if (target instanceof HTMLLinkElement) return target.href || undefined;
  if (target instanceof HTMLImageElement) return target.currentSrc || target.src || undefined;
  return undefined;
}

/** Whether the site no longer has the file (404, 410), as against a failure that may pass (offline, 5xx). */
async function isGone(url: string): Promise<boolean> {
  try {
    const { status } = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return status === 404 || status === 410;
  } catch {
    return false;
  }
}

/**
 * Watches every file the page fails to load. `runningFrom(url)` names the remote whose running build
 * the address belongs to (its folder), if any: a file of a build the page does not run is not its
 * concern, nor is a remote that failed to load (its slot shows its fallback). Calls `gone` once per
 * address that its site no longer has.
 */
export function watchForGoneFiles(runningFrom: (url: string) => RemoteName | undefined, gone: (remote: RemoteName) => void): () => void {
  const probed = new Set<string>();
  const failed = (event: Event) => {
    const url = addressOf(event.target);
    const remote = url === undefined ? undefined : runningFrom(url);
    if (!url || !remote || probed.has(url)) return;
    probed.add(url);
    void isGone(url).then((isItGone) => {
      if (isItGone && runningFrom(url) === remote) gone(remote);
    });
  };
  // A file's failure does not bubble: it is seen on its way down, from the window.
  window.addEventListener('error', failed, true);
  return () => window.removeEventListener('error', failed, true);
}
