// Each app is built and deployed by its own team, so every package its shipped code imports is declared
// in its own package.json: reached through another package (as the federation runtime is through
// `@module-federation/enhanced`) it would change or vanish with that package's next release.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from './apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES = ['shared', ...APPS.map(({ folder }) => folder)];
const SOURCE = /\.(ts|tsx)$/;
const TEST_ONLY = /\.test\.tsx?$|[\\/]testing[\\/]/;
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*(?:\/\*[^*]*\*\/\s*)?|\bimport\s+)['"]([^'"]+)['"]/g;

/** `react-dom/client` → `react-dom`, `@scope/name/sub` → `@scope/name`; relative paths and Node's own modules are not packages. */
function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function importedPackages(code) {
  const found = new Set();
  for (const [, specifier] of code.matchAll(SPECIFIER)) {
    const name = packageOf(specifier);
    if (name) found.add(name);
  }
  return found;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !TEST_ONLY.test(file));
}

test('packageOf names the package of a bare specifier and nothing for a relative one', () => {
  assert.equal(packageOf('react-dom/client'), 'react-dom');
  assert.equal(packageOf('@module-federation/enhanced/runtime'), '@module-federation/enhanced');
  assert.equal(packageOf('zod/mini'), 'zod');
  assert.equal(packageOf('./App'), undefined);
  assert.equal(packageOf('node:fs'), undefined);
});

test('importedPackages finds static, type-only and dynamic imports', () => {
  const code = [
    "import * as core from '@module-federation/runtime-core';",
    "import type { Product } from '@storefront/shared';",
    "const m = await import(/* webpackChunkName: \"federation\" */ '@module-federation/sdk');",
    "import './global.css';",
  ].join('\n');
  assert.deepEqual([...importedPackages(code)].sort(), ['@module-federation/runtime-core', '@module-federation/sdk', '@storefront/shared']);
});

test('every app in tools/apps.json is a workspace npm installs (the root package.json names its folder)', () => {
  const { packages } = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  assert.deepEqual(WORKSPACES.filter((folder) => !packages[folder]), []);
});

for (const workspace of WORKSPACES) {
  test(`${workspace} declares every package its code imports`, () => {
    const manifest = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
    const declared = new Set([
      manifest.name,
      ...Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies, ...manifest.devDependencies }),
    ]);
    const missing = new Map();
    for (const file of sourceFiles(path.join(root, workspace, 'src'))) {
      for (const name of importedPackages(readFileSync(file, 'utf8'))) {
        if (!declared.has(name)) missing.set(name, path.relative(root, file));
      }
    }
    assert.deepEqual(Object.fromEntries(missing), {}, `undeclared in ${workspace}/package.json (package: first file importing it)`);
  });
}
