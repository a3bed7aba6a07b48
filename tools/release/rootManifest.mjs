// The root's manifest is the live build's, its files moved into v/<n>/: only the manifest's address
// changes between releases, so an open page's late chunks are still there after the next one.

export const buildFolder = (id) => `v/${id}/`;

const inFolder = (folder) => (file) => `${folder}${file}`;

/** `assets` is `{ js: { sync, async }, css: { sync, async } }`, each a list of files. */
function moveAssets(assets, folder) {
  if (!assets) return assets;
  return Object.fromEntries(
    Object.entries(assets).map(([kind, lists]) => [kind, Object.fromEntries(Object.entries(lists).map(([when, files]) => [when, files.map(inFolder(folder))]))]),
  );
}

/** `folder` ends in `/` (buildFolder). */
export function manifestInFolder(text, folder) {
  const manifest = JSON.parse(text);
  if (manifest?.metaData?.publicPath !== 'auto' || typeof manifest.metaData.remoteEntry?.name !== 'string') {
    // Only `auto` is joined with the folder the manifest came from: an absolute publicPath names files outside it.
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
