import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostSharedPackages, SHARED_PACKAGES, sharedOption } from './sharedPackages.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const LISTED_MODULES = Object.values(SHARED_PACKAGES).flatMap(({ modules }) => modules);

test('the host is given every listed package, and no other, at the version installed for it and as the list shares it', () => {
  const host = path.join(root, 'host');
  const offered = hostSharedPackages(host);
  assert.deepEqual(Object.keys(offered).sort(), Object.keys(SHARED_PACKAGES).sort());
  const installed = createRequire(path.join(host, 'package.json'))('react/package.json').version;
  assert.deepEqual(offered.react, { version: installed, singleton: true });
  assert.equal(offered['@storefront/shared'].singleton, false);
});

test('a remote shares every listed module of the packages it depends on, and nothing else', () => {
  assert.deepEqual(Object.keys(sharedOption(path.join(root, 'remote-cart'))).sort(), [...LISTED_MODULES].sort());
  const shop = Object.keys(sharedOption(path.join(root, 'remote-shop')));
  assert.ok(!shop.includes('react-hook-form') && !shop.includes('@hookform/resolvers/zod'), shop.join(', '));
  assert.ok(shop.every((id) => LISTED_MODULES.includes(id)), shop.join(', '));
});

test('a remote asks for each module at ^ the version it was built against; the contracts need not be the page’s one copy', () => {
  const cart = path.join(root, 'remote-cart');
  const built = (name) => createRequire(path.join(cart, 'package.json'))(`${name}/package.json`).version;
  const shared = sharedOption(cart);
  assert.deepEqual(shared['@storefront/shared'], { singleton: false, requiredVersion: `^${built('@storefront/shared')}` });
  assert.deepEqual(shared.react, { singleton: true, requiredVersion: `^${built('react')}` });
});

test('a fully named subpath carries its package’s version, not its own folder’s', () => {
  const auth = path.join(root, 'remote-auth');
  const installed = createRequire(path.join(auth, 'package.json'))('@hookform/resolvers/package.json').version;
  assert.notEqual(installed, '1.0.0');
  assert.equal(sharedOption(auth)['@hookform/resolvers/zod'].version, installed);
});

test('a host that does not depend on a listed package stops the build', () => {
  const app = mkdtempSync(path.join(tmpdir(), 'host-'));
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ dependencies: {} }));
  assert.throws(() => hostSharedPackages(app), /does not depend on react, react-dom/);
});
