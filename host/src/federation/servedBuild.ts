import { BUILD_MARK, SERVED_MARK } from '@storefront/shared';

// The first load runs the build the server rendered the page with, so it hydrates the view it was served
// (a release meanwhile changes the site's root, not that folder); later loads run the live build.
const read = new Set<string>();

export function servedManifest(site: string, doc: Document | undefined = globalThis.document): string | undefined {
  if (!doc || read.has(site)) return undefined;
  read.add(site);
  for (const slot of doc.querySelectorAll(`[${SERVED_MARK}][${BUILD_MARK}]`)) {
    const manifest = slot.getAttribute(BUILD_MARK) ?? '';
    if (manifest.startsWith(site) && /\/v\/\d+\/mf-manifest\.json$/.test(new URL(manifest).pathname)) return manifest;
  }
  return undefined;
}
