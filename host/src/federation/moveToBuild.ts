const folderOf = (url: string) => new URL('./', url).href;

/**
 * Readies the page for another build of a remote (its known-good one, a candidate, a Retry from its live
 * one), from the manifest the runtime is now pointed at. Every build of a remote pushes its chunks into
 * one global array, `storefront_<name>_chunks` (tools/webpack/remotePreset.mjs), and a build's runtime
 * takes as its own every chunk found there or pushed later, by number. A chunk of the build left may
 * still arrive (the federation runtime preloads an exposed module's chunks beside its entry, and a
 * failed entry does not stop them), and two builds number their chunks alike: the next build would then
 * run the other's code, or never fetch its own chunk. So the array is the next build's alone: a script
 * from another folder gets a detached one. The build left takes its stylesheets with it.
 */
export function moveToBuild(remote: string, manifest: string, left: string): void {
  const folder = folderOf(manifest);
  const fromAnotherBuild = () => {
    const script = document.currentScript;
    return script instanceof HTMLScriptElement && script.src !== '' && folderOf(script.src) !== folder;
  };
  let chunks: unknown[] = [];
  Object.defineProperty(globalThis, `storefront_${remote}_chunks`, {
    configurable: true,
    get: () => (fromAnotherBuild() ? [] : chunks),
    set: (value: unknown[]) => {
      if (!fromAnotherBuild()) chunks = value;
    },
  });
  if (folderOf(left) === folder) return;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (folderOf(link.href) === folderOf(left)) link.remove();
  }
}
