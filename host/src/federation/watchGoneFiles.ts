import type { RemoteName } from './remoteContract';

/** The address a failed element asked for: a script's, a stylesheet's (or its preload's), a picture's. */
function addressOf(target: EventTarget | null): string | undefined {
  if (target instanceof HTMLScriptElement) return target.src || undefined;
  if (target instanceof HTMLLinkElement) return target.href || undefined;
  if (target instanceof HTMLImageElement) return target.currentSrc || target.src || undefined;
  return undefined;
}

/**
 * Whether the build whose folder this is has gone from its site: its manifest, which every build's folder
 * holds, answers 404 or 410. One missing file of a build still there (a picture the build lacks) is that
 * file's matter, for the remote to show as it does; a failure that may pass (offline, 5xx) is no answer.
 */
async function isBuildGone(folder: string): Promise<boolean> {
  try {
    const { status } = await fetch(new URL('mf-manifest.json', folder).href, { method: 'HEAD', cache: 'no-store' });
    return status === 404 || status === 410;
  } catch {
    return false;
  }
}

/**
 * Watches every file the page fails to load (goneFiles.ts says what follows). It is part of the federation
 * runtime's chunk, started with it: only a running remote's files are its concern. `runningFrom(url)`
 * names the remote whose running build the address belongs to, and that build's folder, if any: a file of
 * a build the page does not run is not its concern, nor is a remote that failed to load (its slot shows
 * its fallback). Asks, once for each file that failed, whether its build has gone, and calls `gone`
 * once a build if so.
 */
export function watchForGoneFiles(runningFrom: (url: string) => { remote: RemoteName; folder: string } | undefined, gone: (remote: RemoteName) => void): () => void {
  const asked = new Set<string>();
  const goneBuilds = new Set<string>();
  const failed = (event: Event) => {
    const url = addressOf(event.target);
    const running = url === undefined ? undefined : runningFrom(url);
    if (!url || !running || asked.has(url)) return;
    asked.add(url);
    void isBuildGone(running.folder).then((isGone) => {
      if (!isGone || goneBuilds.has(running.folder) || runningFrom(url)?.folder !== running.folder) return;
      goneBuilds.add(running.folder);
      gone(running.remote);
    });
  };
  // A file's failure does not bubble: it is seen on its way down, from the window.
  window.addEventListener('error', failed, true);
  return () => window.removeEventListener('error', failed, true);
}
