import type { RemoteName } from './remoteContract';

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
 * Watches every file the page fails to load (goneFiles.ts says what follows). It is part of the federation
 * runtime's chunk, started with it: only a running remote's files are its concern. `runningFrom(url)` names the remote whose running build
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
