import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gitIsAncestor, refuseGoingBack } from './releaseOrder.mjs';

/** A repository with three commits on main, a, b, c, and one on a branch from a, d. */
function history(t) {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-order-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const git = (...args) => execFileSync('git', ['-c', 'user.name=Cart Team', '-c', 'user.email=cart@example.com', ...args], { cwd: dir, encoding: 'utf8' }).trim();
  git('init', '-q', '-b', 'main');
  const commit = (name) => {
    writeFileSync(path.join(dir, 'file.txt'), name);
    git('commit', '-q', '-am', name, '--allow-empty');
    return git('rev-parse', 'HEAD');
  };
  writeFileSync(path.join(dir, 'file.txt'), '');
  git('add', '-A');
  const a = commit('a');
  const b = commit('b');
  const c = commit('c');
  git('checkout', '-q', '-b', 'side', a);
  const d = commit('d');
  return { dir, a, b, c, d };
}

/** A site whose live build 6 was built from `commit`. */
const siteLive = (commit) => ({ live: 6, knownGood: 6, pins: [], builds: [{ id: 6, source: { commit, changed: [] } }, { id: 5, source: { commit: 'f'.repeat(40), changed: [] } }] });

test('git tells an ancestor, a commit that is not one, and a commit it does not hold', (t) => {
  const { dir, a, b, c, d } = history(t);
  const isAncestor = (older, newer) => gitIsAncestor(older, newer, { cwd: dir });
  assert.equal(isAncestor(a, c), true);
  assert.equal(isAncestor(b, b), true);
  assert.equal(isAncestor(c, b), false);
  assert.equal(isAncestor(d, c), false, 'a branch beside main');
  assert.equal(isAncestor('0123456789abcdef0123456789abcdef01234567', c), undefined);
});

test('a build of the live commit, or of one after it, goes; an older one, or one beside it, is refused naming both commits and the ways back', (t) => {
  const { dir, a, b, c, d } = history(t);
  const isAncestor = (older, newer) => gitIsAncestor(older, newer, { cwd: dir });
  const release = (live, commit) => refuseGoingBack({ remote: 'cart', release: siteLive(live), commit, isAncestor });
  assert.doesNotThrow(() => release(b, b), 'the live commit again (a site-only change, a rebuild)');
  assert.doesNotThrow(() => release(b, c));
  assert.throws(
    () => release(c, a),
    new RegExp(
      `^Error: Refusing to release cart built from ${a.slice(0, 7)}: it does not descend from ${c.slice(0, 7)}, which the live build 6 was built from, so it would put older code live .*the ways back are \`npm run release -- cart --rollback\` \\(the known-good build\\) and \`--to <n>\``,
    ),
  );
  assert.throws(() => release(c, d), /built from [0-9a-f]{7}: it does not descend from/);
});

test('a live commit this checkout does not hold is refused, saying why', () => {
  const release = siteLive('0123456789abcdef0123456789abcdef01234567');
  assert.throws(
    () => refuseGoingBack({ remote: 'shop', release, commit: 'c'.repeat(40), isAncestor: () => undefined }),
    /Refusing to release shop built from ccccccc: this checkout cannot tell whether it descends from 0123456, which the live build 6 was built from \(a shallow clone.*--rollback/,
  );
});

test('a site with nothing live, or whose live build records no commit, has nothing to go back from', () => {
  const never = () => assert.fail('git is not asked');
  assert.doesNotThrow(() => refuseGoingBack({ remote: 'cart', release: { pins: [], builds: [] }, commit: 'c'.repeat(40), isAncestor: never }));
  assert.doesNotThrow(() => refuseGoingBack({ remote: 'cart', release: { live: 1, pins: [], builds: [{ id: 1 }] }, commit: 'c'.repeat(40), isAncestor: never }));
});
