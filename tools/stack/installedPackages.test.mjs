import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { installedDifferences, installReason, readInstallState } from './installedPackages.mjs';

/** A lockfile's packages as npm writes them: the root, a workspace, its link, and two packages. */
const LOCKED = {
  '': { name: 'storefront', workspaces: ['host'] },
  host: { name: '@storefront/host', version: '1.0.0', dependencies: { webpack: '5.111.1' } },
  'node_modules/@storefront/host': { resolved: 'host', link: true },
  'node_modules/webpack': { version: '5.111.1', integrity: 'sha512-webpack', dev: true },
  'host/node_modules/zod': { version: '4.1.0', integrity: 'sha512-zod' },
};
/** npm's hidden lockfile after installing exactly that: no root entry. */
const INSTALLED = Object.fromEntries(Object.entries(LOCKED).filter(([location]) => location !== ''));

const without = (packages, location) => Object.fromEntries(Object.entries(packages).filter(([at]) => at !== location));

test('what npm installed from this very lockfile needs no install', () => {
  assert.deepEqual(installedDifferences(LOCKED, INSTALLED), []);
  assert.equal(installReason({ locked: LOCKED, installed: INSTALLED }), undefined);
});

test('a workspace’s own entry in the lockfile (its folder, its version) is the sources, not an install', () => {
  const bumped = { ...LOCKED, host: { ...LOCKED.host, version: '1.1.0' } };
  assert.equal(installReason({ locked: bumped, installed: INSTALLED }), undefined);
});

test('another version, another build of the same version, or a link elsewhere is a difference, named with both', () => {
  const installed = {
    ...INSTALLED,
    'node_modules/webpack': { version: '5.110.0', integrity: 'sha512-older' },
    'host/node_modules/zod': { version: '4.1.0', integrity: 'sha512-other' },
    'node_modules/@storefront/host': { resolved: 'old-host', link: true },
  };
  assert.deepEqual(installedDifferences(LOCKED, installed), [
    '@storefront/host: a link to old-host installed, the lockfile asks for a link to host',
    'webpack: 5.110.0 installed, the lockfile asks for 5.111.1',
    'host/node_modules/zod: another build of 4.1.0 installed, the lockfile asks for 4.1.0',
  ]);
});

test('a package the lockfile asks for and that is not installed is a difference; an optional one is not', () => {
  const locked = { ...LOCKED, 'node_modules/fsevents': { version: '2.3.3', optional: true, os: ['darwin'] } };
  assert.deepEqual(installedDifferences(locked, without(INSTALLED, 'node_modules/webpack')), ['webpack: not installed, the lockfile asks for 5.111.1']);
});

test('a package installed that the lockfile no longer has is a difference', () => {
  const installed = { ...INSTALLED, 'node_modules/left-pad': { version: '1.3.0' } };
  assert.deepEqual(installedDifferences(LOCKED, installed), ['left-pad: installed, not in the lockfile']);
});

test('the reason says how many packages differ and lists the first, counting the rest', () => {
  const locked = { ...LOCKED, ...Object.fromEntries(['a', 'b', 'c'].map((name) => [`node_modules/${name}`, { version: '1.0.0' }])) };
  assert.equal(
    installReason({ locked, installed: INSTALLED }, 2),
    [
      'node_modules is not what package-lock.json asks for (3 packages differ):',
      '  a: not installed, the lockfile asks for 1.0.0',
      '  b: not installed, the lockfile asks for 1.0.0',
      '  …and 1 more',
    ].join('\n'),
  );
});

test('with nothing installed, or no lockfile, it installs and says why', () => {
  assert.match(installReason({ locked: LOCKED, installed: undefined }), /nothing is installed/);
  assert.match(installReason({ locked: undefined, installed: INSTALLED }), /no package-lock\.json/);
});

test('a checkout’s state is read from its two lockfiles, and a package whose folder has gone is not installed', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'installed-'));
  try {
    writeFileSync(path.join(root, 'package-lock.json'), JSON.stringify({ lockfileVersion: 3, packages: LOCKED }));
    assert.deepEqual(readInstallState(root), { locked: LOCKED, installed: undefined });
    for (const location of Object.keys(INSTALLED)) mkdirSync(path.join(root, location), { recursive: true });
    writeFileSync(path.join(root, 'node_modules', '.package-lock.json'), JSON.stringify({ lockfileVersion: 3, packages: INSTALLED }));
    assert.equal(installReason(readInstallState(root)), undefined);
    rmSync(path.join(root, 'node_modules', 'webpack'), { recursive: true });
    assert.match(installReason(readInstallState(root)), /webpack: not installed/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
