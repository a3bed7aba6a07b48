import { test } from 'node:test';
import assert from 'node:assert/strict';
import { changedFiles, describeBuild } from './builtFrom.mjs';

const COMMIT = '65fc99aafd0e59773ebd0aefb0e36aa1831dd81b';
const clean = { commit: COMMIT, changed: [] };

test('a build of the commit the checkout is at, with nothing changed, is said to be the checkout', () => {
  assert.equal(describeBuild('remote-shop', { ...clean, builtAt: '' }, clean), 'remote-shop/dist: reused, built from 65fc99a, as the checkout is');
});

test('a build of another commit, or with changes on either side, is reused but said to maybe differ', () => {
  const older = { commit: 'e50ebf9000000000000000000000000000000000', changed: [] };
  for (const [record, now] of [
    [older, clean],
    [{ ...clean, changed: ['remote-shop/src/Shop.tsx'] }, clean],
    [clean, { ...clean, changed: ['shared/src/index.ts'] }],
  ]) {
    assert.match(describeBuild('remote-shop', record, now), /^remote-shop\/dist: reused as it is, built from [0-9a-f]{7}.*; the checkout's sources may differ \(`npm run build -w remote-shop` rebuilds it\)$/);
  }
  assert.match(describeBuild('remote-shop', { ...clean, changed: ['a', 'b'] }, clean), /built from 65fc99a with 2 uncommitted change\(s\)/);
});

test('a build with no record, or built outside git, says so', () => {
  assert.equal(describeBuild('host', undefined, clean), 'host/dist: reused as it is; what it was built from was not recorded');
  assert.match(describeBuild('host', { commit: null, changed: [] }, { commit: null, changed: [] }), /^host\/dist: reused as it is, built outside git; /);
});

test("the changed files are read from git's porcelain status, a rename by its new path", () => {
  assert.deepEqual(changedFiles(' M remote-cart/package.json\n?? remote-cart/src/new.ts\nR  shared/a.ts -> shared/b.ts\n'), [
    'remote-cart/package.json',
    'remote-cart/src/new.ts',
    'shared/b.ts',
  ]);
  assert.deepEqual(changedFiles(''), []);
});
