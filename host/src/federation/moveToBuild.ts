const folderOf = (url: string) => new URL('./', url).href;

/** The folder each remote's build runs from (its entry's), once its manifest has named it. */
const running = new Map<string, string>();
/** The folder a remote's next build runs from, for a remote moving to another build: none until its manifest is read. */
const expected = new Map<string, string | undefined>();

function isFromAnotherBuild(remote: string): boolean {
  const script = document.currentScript;
  if (!(script instanceof HTMLScriptElement) || script.src === '') return false;
  const folder = expected.get(remote);
  return folder === undefined || folderOf(script.src) !== folder;
}

/** The folder a remote's build runs from, once its manifest has named it. */
export const buildFolderOf = (remote: string): string | undefined => running.get(remote);

/**
 * Readies the page for another build of a remote, before the runtime reads its manifest. Every build of a
 * remote pushes its chunks into one global array, and a late chunk of the build left would run as the next
 * one's: webpack's chunkLoadingGlobal is fixed before a build knows the folder its release puts it in
 * (v/<n>/), the one mark that always tells two builds apart, so a script from any other folder gets an
 * array of its own.
 */
export function leaveBuild(remote: string): void {
  expected.set(remote, undefined);
  let chunks: unknown[] = [];
  Object.defineProperty(globalThis, `storefront_${remote}_chunks`, {
    configurable: true,
    get: () => (isFromAnotherBuild(remote) ? [] : chunks),
    set: (value: unknown[]) => {
      if (!isFromAnotherBuild(remote)) chunks = value;
    },
  });
}

/**
 * The folder a remote's build runs from, as its manifest names its entry: the site's root manifest names
 * the live build's own folder (`v/<n>/`), a kept build's manifest its own. A build moved to from another
 * takes the stylesheets of the one left off the page; a Retry that lands on the same build keeps them.
 */
export function enterBuild(remote: string, entryUrl: string): void {
  const folder = folderOf(entryUrl);
  const left = running.get(remote);
  running.set(remote, folder);
  if (expected.has(remote)) expected.set(remote, folder);
  if (left === undefined || left === folder) return;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (folderOf(link.href) === left) link.remove();
  }
}
