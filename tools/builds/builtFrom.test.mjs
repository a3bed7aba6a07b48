import { test } from 'node:test';
import assert from 'node:assert/strict';
import { changedFiles, describeBuild, staleness } from './builtFrom.mjs';

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

test('a build is older than its sources after a commit to them, another set of changes, or a change since it was built', () => {
  const builtAt = '2026-11-27T10:00:00.000Z';
  const never = () => 0;
  assert.equal(staleness({ ...clean, builtAt }, clean, never), undefined);
  assert.equal(staleness(undefined, clean, never), 'what it was built from was not recorded');
  assert.equal(staleness({ commit: 'e50ebf9000000000000000000000000000000000', changed: [], builtAt }, clean, never), 'it was built from e50ebf9, and its sources are now at 65fc99a');
  assert.equal(
    staleness({ ...clean, builtAt }, { ...clean, changed: ['remote-shop/src/Shop.tsx'] }, never),
    'it was built with uncommitted changes to nothing, and the checkout has them to remote-shop/src/Shop.tsx',
  );
  const edited = { ...clean, changed: ['remote-shop/src/Shop.tsx'] };
  assert.equal(staleness({ ...edited, builtAt }, edited, () => Date.parse(builtAt) - 1), undefined, 'the changes it was built with');
  assert.equal(staleness({ ...edited, builtAt }, edited, () => Date.parse(builtAt) + 1), 'remote-shop/src/Shop.tsx changed after it was built');
  assert.equal(staleness({ commit: null, changed: [], builtAt }, { commit: null, changed: [] }, never), undefined, 'outside git nothing can be told');
});
