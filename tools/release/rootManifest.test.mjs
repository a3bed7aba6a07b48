import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFolder, manifestInFolder } from './rootManifest.mjs';

/** The shape of a remote's mf-manifest.json as @module-federation/enhanced writes it, cut to what the page reads. */
const BUILT = {
  id: 'cart',
  name: 'cart',
  metaData: { name: 'cart', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'var' }, globalName: 'storefront_cart', pluginVersion: '2.9.2', publicPath: 'auto' },
  shared: [{ name: 'react', version: '19.3.1', assets: { js: { sync: ['470.298869f409.js'], async: [] }, css: { sync: [], async: [] } } }],
  exposes: [{ name: 'CartPanel', path: './CartPanel', assets: { js: { sync: ['__federation_expose_CartPanel.116eb289fa.js'], async: ['user-record.addb7adbab.js'] }, css: { sync: ['__federation_expose_CartPanel.9ffd426db2.css'], async: [] } } }],
};

/** What the federation runtime asks for, from a manifest fetched at `manifestUrl` (the SDK's own join: publicPath, then the path). */
function addressesAsked(text, manifestUrl) {
  const manifest = JSON.parse(text);
  const publicPath = new URL('./', manifestUrl).href;
  const { path, name } = manifest.metaData.remoteEntry;
  const files = [path ? `${path}/${name}` : name];
  for (const { assets } of [...manifest.shared, ...manifest.exposes]) for (const lists of Object.values(assets)) for (const list of Object.values(lists)) files.push(...list);
  return files.map((file) => `${publicPath}${file}`);
}

test('every file the root manifest names is in the live build’s own folder', () => {
  const asked = addressesAsked(manifestInFolder(JSON.stringify(BUILT), buildFolder(7)), 'https://cart.example/mf-manifest.json');
  assert.deepEqual(asked, [
    'https://cart.example/v/7/remoteEntry.js',
    'https://cart.example/v/7/470.298869f409.js',
    'https://cart.example/v/7/__federation_expose_CartPanel.116eb289fa.js',
    'https://cart.example/v/7/user-record.addb7adbab.js',
    'https://cart.example/v/7/__federation_expose_CartPanel.9ffd426db2.css',
  ]);
});

test('read from its own folder, the build’s manifest names the same files as the root’s', () => {
  const fromFolder = addressesAsked(JSON.stringify(BUILT), 'https://cart.example/v/7/mf-manifest.json');
  const fromRoot = addressesAsked(manifestInFolder(JSON.stringify(BUILT), buildFolder(7)), 'https://cart.example/mf-manifest.json');
  assert.deepEqual(fromRoot, fromFolder);
});

test('the rest of the manifest is the build’s own', () => {
  const moved = JSON.parse(manifestInFolder(JSON.stringify(BUILT), buildFolder(7)));
  assert.equal(moved.metaData.pluginVersion, '2.9.2');
  assert.equal(moved.metaData.globalName, 'storefront_cart');
  assert.equal(moved.metaData.publicPath, 'auto');
  assert.deepEqual(moved.exposes.map(({ name }) => name), ['CartPanel']);
});

test('a manifest whose files are not found from its own folder is refused, not served from the root', () => {
  const absolute = { ...BUILT, metaData: { ...BUILT.metaData, publicPath: 'https://cdn.example/cart/' } };
  assert.throws(() => manifestInFolder(JSON.stringify(absolute), buildFolder(7)), /publicPath "auto"/);
});
