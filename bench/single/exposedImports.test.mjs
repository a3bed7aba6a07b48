// The single-bundle control imports every remote of the app list, each by its federated id, which the
// control's build resolves to the remote's exposed file.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import test from 'node:test';
import { REMOTES } from '../../tools/apps.mjs';
import { exposedComponents, exposedImportsSource } from './exposedImports.mjs';

test('every remote of the app list is imported by its federated id, in a chunk of its own', () => {
  const exposed = exposedComponents();
  assert.deepEqual(exposed.map(({ team }) => team), REMOTES.map(({ name }) => name));
  for (const { file } of exposed) assert.ok(existsSync(file), file);
  const source = exposedImportsSource(exposed);
  for (const { id, team } of exposed) assert.ok(source.includes(`"${team}": () => import(/* webpackChunkName: "${team}" */ "${id}"),`), `${team}: ${source}`);
});

test('a remote the list gains is imported with nothing else written for it', () => {
  const wishlist = { name: 'wishlist', folder: 'remote-wishlist', exposes: { './Wishlist': './src/Wishlist.tsx' } };
  const [added] = exposedComponents([wishlist]);
  assert.equal(added.id, 'wishlist/Wishlist');
  assert.match(added.file, /remote-wishlist\/src\/Wishlist\.tsx$/);
  assert.match(exposedImportsSource([added]), /^export default \{\n {2}"wishlist": \(\) => import\(\/\* webpackChunkName: "wishlist" \*\/ "wishlist\/Wishlist"\),\n\};\n$/);
});
