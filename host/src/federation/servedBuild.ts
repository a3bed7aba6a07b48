import { BUILD_MARK, SERVED_MARK } from '@storefront/shared';

/**
 * The build of a remote whose markup a server put in the page (the shop's function, at a shop address):
 * the served slot names that build's manifest (the contracts' BUILD_MARK), in its own folder on the remote's site.
 * The page's first load of the remote runs that very build, so that it renders the view it was served
 * (a release in the meantime changes the site's root, not that folder); any later load, a Retry, runs
 * the live build again.
 */
const read = new Set<string>();

/** The served build's manifest for a remote whose site is `site`, the first time it is asked for; else none. */
export function servedManifest(site: string, doc: Document | undefined = globalThis.document): string | undefined {
  if (!doc || read.has(site)) return undefined;
  read.add(site);
  for (const slot of doc.querySelectorAll(`[${SERVED_MARK}][${BUILD_MARK}]`)) {
    const manifest = slot.getAttribute(BUILD_MARK) ?? '';
    if (manifest.startsWith(site) && /\/v\/\d+\/mf-manifest\.json$/.test(new URL(manifest).pathname)) return manifest;
  }
  return undefined;
}
