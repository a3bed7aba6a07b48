import type { RemoteName } from './remoteContract';

function addressOf(target: EventTarget | null): string | undefined {
  if (target instanceof HTMLScriptElement) return target.src || undefined;
  if (target instanceof HTMLLinkElement) return target.href || undefined;
  if (target instanceof HTMLImageElement) return target.currentSrc || target.src || undefined;
  return undefined;
}

/** Only a 404 or 410 for its manifest: one missing file, or a failure that may pass (offline, 5xx), is not that. */
async function isBuildGone(folder: string): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    const { status } = await fetch(new URL('mf-manifest.json', folder).href, { method: 'HEAD', cache: 'no-store' });
    return status === 404 || status === 410;
  } catch {
    return false;
  }
}

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
