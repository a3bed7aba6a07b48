// `npm ci` refuses a lockfile that is not the complete tree package.json asks for; the lockfile keeps the one
// shape npm writes from .npmrc, so no install rewrites it. The shop's function has a lockfile of its own.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where Node (and npm) finds `name` from the package at `location`: its own node_modules, then each one above. */
function resolves(packages, location, name) {
  for (let at = location; ; at = at.includes('node_modules/') ? at.slice(0, at.lastIndexOf('/node_modules/')) : '') {
    const candidate = at ? `${at}/node_modules/${name}` : `node_modules/${name}`;
    if (candidate in packages) return true;
    if (!at) return false;
  }
}

/** What a locked package needs installed beside it: its dependencies, optional ones, and the peers it does not mark optional. */
function needs(entry) {
  const optionalPeers = Object.entries(entry.peerDependenciesMeta ?? {}).filter(([, meta]) => meta.optional).map(([name]) => name);
  const peers = Object.keys(entry.peerDependencies ?? {}).filter((name) => !optionalPeers.includes(name));
  return [...Object.keys(entry.dependencies ?? {}), ...Object.keys(entry.optionalDependencies ?? {}), ...Object.keys(entry.devDependencies ?? {}), ...peers];
}

for (const folder of ['.', 'remote-shop/functions']) {
  describe(`${folder}/package-lock.json`, () => {
    const read = (file) => readFileSync(path.join(root, folder, file), 'utf8');
    const { packages } = JSON.parse(read('package-lock.json'));

    test('.npmrc keeps registry addresses out of the lockfile, and the lockfile has none', () => {
      assert.match(read('.npmrc'), /^omit-lockfile-registry-resolved=true$/m);
      const addressed = Object.entries(packages).filter(([, entry]) => /^https?:/.test(entry.resolved ?? '')).map(([location]) => location);
      assert.deepEqual(addressed, []);
    });

    test('the lockfile is the whole tree: nothing extraneous, and every package finds each package it needs, every platform’s optional binaries included', () => {
      assert.deepEqual(Object.keys(packages).filter((location) => packages[location].extraneous), []);
      const missing = Object.entries(packages)
        .filter(([, entry]) => !entry.link)
        .flatMap(([location, entry]) => needs(entry).filter((name) => !resolves(packages, location, name)).map((name) => `${location || '(root)'} needs ${name}`));
      assert.deepEqual(missing, []);
    });
  });
}

// A package asked for at two ranges is two answers to one question: the lockfile may then hold two copies.
test('each package is asked for at one version range across the workspaces and the function', () => {
  const manifests = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces.flatMap((pattern) =>
    pattern.endsWith('*') ? readdirSync(root).filter((entry) => entry.startsWith(pattern.slice(0, -1))) : [pattern],
  );
  const ranges = new Map();
  for (const folder of ['.', ...manifests, 'remote-shop/functions']) {
    const manifest = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
    for (const [name, range] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
      ranges.set(name, [...(ranges.get(name) ?? []), `${folder}: ${range}`]);
    }
  }
  const differing = [...ranges].filter(([, asked]) => new Set(asked.map((each) => each.split(': ')[1])).size > 1);
  assert.deepEqual(differing, []);
});
