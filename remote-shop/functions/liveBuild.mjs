import { buildFolder, liveFolder } from './releaseFile.mjs';

/**
 * Which build of the shop a page at a shop address shows, from the shop site's release file
 * (`release.json`: the builds it keeps under `v/<n>/` and the live one): the build the page will load,
 * so that the served markup is the one the shop then renders. Its files are named in their build's own
 * folder, whose content never changes, and the page loads that very build (the slot names it).
 *
 * @param {import('./releaseFile.mjs').ReleaseFile} release  the site's release file (none kept: one build at its root)
 * @param {string | null} candidate  the address's `?shop-candidate=<n>`, which a release's check sends the page to
 * @returns {{ folder: string, base: string, shared: boolean }}
 *          folder: where the build's files are read, from the site's root; base: where the page loads
 *          them from (the same folder; the site's root where the site has no release file, as the local
 *          stack serves one build there); shared: whether the answer may be kept for others
 */
export function buildToServe(release, candidate) {
  const asked = candidate === null ? undefined : Number(candidate);
  // As the page does: a candidate the site does not keep runs the live build.
  if (asked !== undefined && release.builds.some((build) => build.id === asked)) return { folder: buildFolder(asked), base: buildFolder(asked), shared: false };
  const folder = liveFolder(release);
  return { folder, base: folder, shared: asked === undefined };
}
