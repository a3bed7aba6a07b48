/**
 * The manifest a remote's site serves at its root: the live build's own manifest, with every file it
 * names moved into that build's folder (`v/<n>/`). The page asks the root for the manifest alone, so a
 * page loads each build from addresses whose content never changes: a later release replaces the root's
 * manifest and adds a folder, and never takes away a file an open page may still ask for (a chunk it
 * loads late, a picture below the fold).
 *
 * The federation runtime joins the manifest's `publicPath` (`auto`: the folder the manifest was fetched
 * from) with the entry's `path` and each asset's name; the entry then loads its own chunks from the folder
 * its script came from (`publicPath: 'auto'`, tools/webpack/base.mjs).
 */

/** `"7"` → `"v/7/"`: the folder of a kept build, from the site's root. */
export const buildFolder = (id) => `v/${id}/`;

const inFolder = (folder) => (file) => `${folder}${file}`;

/** Each list of files an `assets` object names (`{ js: { sync, async }, css: { sync, async } }`), moved into `folder`. */
function moveAssets(assets, folder) {
  if (!assets) return assets;
  return Object.fromEntries(
    Object.entries(assets).map(([kind, lists]) => [kind, Object.fromEntries(Object.entries(lists).map(([when, files]) => [when, files.map(inFolder(folder))]))]),
  );
}

/**
 * @param {string} text  a build's `mf-manifest.json`
 * @param {string} folder  the build's folder from the site's root, ending in `/` (buildFolder)
 * @returns {string} the manifest the root serves, which names only files in that folder
 */
export function manifestInFolder(text, folder) {
  const manifest = JSON.parse(text);
  if (manifest?.metaData?.publicPath !== 'auto' || typeof manifest.metaData.remoteEntry?.name !== 'string') {
    // Anything else would name files outside the folder (an absolute publicPath) or none the runtime could join.
    throw new Error(`the build's mf-manifest.json is not a manifest whose files are found from its own folder (publicPath "auto"); refusing to serve it from the site's root`);
  }
  const entryPath = manifest.metaData.remoteEntry.path ?? '';
  const moved = {
    ...manifest,
    metaData: { ...manifest.metaData, remoteEntry: { ...manifest.metaData.remoteEntry, path: `${folder}${entryPath.replace(/^\.?\/?/, '')}`.replace(/\/$/, '') } },
    shared: (manifest.shared ?? []).map((shared) => ({ ...shared, assets: moveAssets(shared.assets, folder) })),
    exposes: (manifest.exposes ?? []).map((exposed) => ({ ...exposed, assets: moveAssets(exposed.assets, folder) })),
  };
  return `${JSON.stringify(moved)}\n`;
}
