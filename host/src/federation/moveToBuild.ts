const folderOf = (url: string) => new URL('./', url).href;

const running = new Map<string, string>();
/** For a remote moving to another build; undefined until its manifest is read. */
const expected = new Map<string, string | undefined>();

function isFromAnotherBuild(remote: string): boolean {
  const script = document.currentScript;
  if (!(script instanceof HTMLScriptElement) || script.src === '') return false;
  const folder = expected.get(remote);
  return folder === undefined || folderOf(script.src) !== folder;
}

export const buildFolderOf = (remote: string): string | undefined => running.get(remote);

// Every build of a remote pushes chunks into one global array, named before a build knows its v/<n>/ folder:
// a late chunk of the build left gets an array of its own rather than run as the next one's.
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

/** Moving to another build drops the left one's stylesheets; a Retry that lands on the same build keeps them. */
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
