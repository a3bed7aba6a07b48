import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recordPassedCheck, vouchFor } from './provenance.mjs';
import { sourceContent } from '../builds/sourceContent.mjs';

const COMMIT = '65fc99aafd0e59773ebd0aefb0e36aa1831dd81b';
const content = (digest, files = { 'remote-cart/src/CartPanel.tsx': digest }) => ({ digest, files });
const clean = { commit: COMMIT, changed: [], content: content('a'.repeat(64)) };
const edited = { commit: COMMIT, changed: ['remote-cart/src/CartPanel.tsx'], content: content('b'.repeat(64)) };
const vouch = (input) => vouchFor({ folder: 'remote-cart', uncommitted: false, ...input });

test('a committed build whose sources passed the team’s check byte for byte is recorded by its commit and digest', () => {
  assert.deepEqual(vouch({ source: clean, checked: { ...clean, checkedAt: '2026-11-27T10:00:00.000Z' } }), { commit: COMMIT, changed: [], digest: 'a'.repeat(64) });
});

test('uncommitted changes are refused unless the team says --uncommitted, and then recorded', () => {
  assert.throws(() => vouch({ source: edited, checked: edited }), /remote-cart's sources have uncommitted changes \(remote-cart\/src\/CartPanel\.tsx\): commit them, or release them as they are with --uncommitted/);
  assert.deepEqual(vouch({ source: edited, checked: edited, uncommitted: true }), { commit: COMMIT, changed: edited.changed, digest: 'b'.repeat(64) });
});

test('a checked tree committed since is the same content: it goes without --uncommitted, whatever its commit', () => {
  const committed = { ...edited, commit: 'e50ebf9000000000000000000000000000000000', changed: [] };
  assert.equal(vouch({ source: committed, checked: edited }).commit, committed.commit);
});

test('a source with no passing check, one recorded without content, or any other content, is refused with the command to run', () => {
  assert.throws(() => vouch({ source: clean }), /Refusing to release remote-cart built from 65fc99a: it has no passing check\. Run `npm run check -w remote-cart` first\./);
  assert.throws(() => vouch({ source: clean, checked: { commit: COMMIT, changed: [] } }), /its last passing check recorded no content of its sources\. Run/);
  assert.throws(
    () => vouch({ source: edited, checked: { ...clean, checkedAt: '2026-11-27T10:00:00.000Z' }, uncommitted: true }),
    /built from 65fc99a with uncommitted changes: its sources are not the ones its last passing check passed \(2026-11-27T10:00:00\.000Z\); remote-cart\/src\/CartPanel\.tsx differs from what was checked\. Run/,
  );
});

test('the issue’s case: a source whose last check failed is refused saying when, in which step, and where its report is; a later pass of it goes', () => {
  const failed = { digest: clean.content.digest, step: 'e2e: the 67 tests of e2e/tests/cart/ and those tagged @cart', report: '.firebase/checks/e2e-report.json', checkedAt: '2026-12-01T10:00:00.000Z' };
  assert.throws(
    () => vouch({ source: clean, failed }),
    /Refusing to release remote-cart built from 65fc99a: the last check of these sources failed, at 2026-12-01T10:00:00\.000Z, in its step "e2e: the 67 tests of e2e\/tests\/cart\/ and those tagged @cart"; its report: \.firebase\/checks\/e2e-report\.json\. Mend what failed, then run `npm run check -w remote-cart` again\./,
  );
  assert.throws(() => vouch({ source: clean, checked: { ...clean, checkedAt: '2026-12-01T09:00:00.000Z' }, failed }), /the last check of these sources failed/);
  assert.equal(vouch({ source: clean, checked: { ...clean, checkedAt: '2026-12-01T11:00:00.000Z' }, failed }).digest, clean.content.digest);
  assert.throws(() => vouch({ source: clean, failed: { ...failed, digest: 'c'.repeat(64) } }), /it has no passing check/, 'a failed check of other sources says nothing of these');
});

test('a build of unknown source, from outside git, or with no content recorded, is refused', () => {
  assert.throws(() => vouch({ source: undefined, checked: clean }), /What remote-cart\/dist was built from is not recorded/);
  assert.throws(() => vouch({ source: { commit: null, changed: [] }, checked: clean }), /built outside git/);
  assert.throws(() => vouch({ source: { commit: COMMIT, changed: [] }, checked: clean }), /records no content of its sources .*rebuild it/);
});

/** A git repository laid out as this one is, with the cart's folder, shared/ and the lockfile committed. */
function repository(t) {
  const dir = mkdtempSync(path.join(tmpdir(), 'provenance-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const git = (...args) => execFileSync('git', ['-c', 'user.name=Cart Team', '-c', 'user.email=cart@example.com', ...args], { cwd: dir, encoding: 'utf8' }).trim();
  git('init', '-q', '-b', 'main');
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write('.gitignore', 'dist/\nnode_modules/\n');
  write('remote-cart/src/cart/CartSidebar.tsx', 'export const total = (lines) => lines.reduce((sum, line) => sum + line.price, 0);\n');
  write('shared/src/money.ts', 'export const pence = (n) => n;\n');
  write('package-lock.json', '{"lockfileVersion":3}\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'cart');
  return { dir, git, write, sources: ['remote-cart', 'shared', 'package-lock.json'] };
}

test('the issue’s case: a checked tree with an uncommitted comment, then the total broken in the same file, is refused even with --uncommitted', (t) => {
  const repo = repository(t);
  const commit = repo.git('rev-parse', 'HEAD');
  const changed = ['remote-cart/src/cart/CartSidebar.tsx'];
  repo.write(changed[0], '// a harmless comment\nexport const total = (lines) => lines.reduce((sum, line) => sum + line.price, 0);\n');
  const checked = { commit, changed, content: sourceContent(repo.sources, { root: repo.dir }), checkedAt: '2026-11-28T03:00:00.000Z' };
  repo.write(changed[0], '// a harmless comment\nexport const total = () => 0;\n');
  const source = { commit, changed, content: sourceContent(repo.sources, { root: repo.dir }) };
  assert.throws(() => vouch({ source, checked, uncommitted: true }), /its sources are not the ones its last passing check passed .*remote-cart\/src\/cart\/CartSidebar\.tsx differs/);
  repo.write(changed[0], '// a harmless comment\nexport const total = (lines) => lines.reduce((sum, line) => sum + line.price, 0);\n');
  assert.equal(vouch({ source: { commit, changed, content: sourceContent(repo.sources, { root: repo.dir }) }, checked, uncommitted: true }).digest, checked.content.digest, 'the checked bytes again go');
});

test('every source counts: a new file, the lockfile, shared/; ignored folders do not', (t) => {
  const repo = repository(t);
  const before = sourceContent(repo.sources, { root: repo.dir });
  assert.deepEqual(Object.keys(before.files), ['package-lock.json', 'remote-cart/src/cart/CartSidebar.tsx', 'shared/src/money.ts']);
  repo.write('remote-cart/dist/main.js', 'built');
  repo.write('remote-cart/node_modules/x/index.js', 'installed');
  assert.equal(sourceContent(repo.sources, { root: repo.dir }).digest, before.digest);
  for (const [file, text] of [['remote-cart/src/new.ts', 'export {};\n'], ['package-lock.json', '{"lockfileVersion":3,"x":1}\n'], ['shared/src/money.ts', 'export const pence = (n) => n + 0;\n']]) {
    const last = sourceContent(repo.sources, { root: repo.dir }).digest;
    repo.write(file, text);
    assert.notEqual(sourceContent(repo.sources, { root: repo.dir }).digest, last, file);
  }
});

test('a CI runner’s shallow checkout (depth 1) has the same content as the commit it checked out', (t) => {
  const repo = repository(t);
  const clone = mkdtempSync(path.join(tmpdir(), 'provenance-shallow-'));
  t.after(() => rmSync(clone, { recursive: true, force: true }));
  execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo.dir}`, clone]);
  assert.equal(execFileSync('git', ['rev-parse', '--is-shallow-repository'], { cwd: clone, encoding: 'utf8' }).trim(), 'true');
  assert.deepEqual(sourceContent(repo.sources, { root: clone }), sourceContent(repo.sources, { root: repo.dir }));
});

test('outside git no content can be told', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'provenance-nogit-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  assert.equal(sourceContent(['remote-cart'], { root: dir }), null);
});

test('a check whose sources were edited while it ran records nothing, naming the files', () => {
  const started = { commit: COMMIT, changed: [], content: content('a'.repeat(64)) };
  const now = { commit: COMMIT, changed: edited.changed, content: content('b'.repeat(64)) };
  assert.throws(() => recordPassedCheck('remote-cart', started, new Date(), now), /remote-cart's sources changed while its check ran \(remote-cart\/src\/CartPanel\.tsx\).*no check is recorded/);
});

/** The cart's journeys in the repository above, as a check records them and a release reads them. */
function journeysIn(repo, changed = []) {
  return { changed, content: sourceContent(['e2e/tests/cart/journeys.spec.ts', 'e2e/support/session.ts'], { root: repo.dir }) };
}

test('the issue’s case: a skip added to the release’s journeys after the check, uncommitted, is refused like a change to the source, and with --uncommitted too', (t) => {
  const repo = repository(t);
  repo.write('e2e/tests/cart/journeys.spec.ts', "test('a shopper places the order', async () => {});\n");
  repo.write('e2e/support/session.ts', 'export const register = () => {};\n');
  repo.git('add', '-A');
  repo.git('commit', '-q', '-m', 'journeys');
  const commit = repo.git('rev-parse', 'HEAD');
  const checked = { commit, changed: [], content: sourceContent(repo.sources, { root: repo.dir }), journeys: journeysIn(repo), checkedAt: '2026-11-28T03:00:00.000Z' };
  const source = { commit, changed: [], content: checked.content };
  assert.deepEqual(vouch({ source, checked, journeys: journeysIn(repo) }), { commit, changed: [], digest: checked.content.digest }, 'the journeys the check ran, committed');

  repo.write('e2e/tests/cart/journeys.spec.ts', "test.skip('a shopper places the order', async () => {});\n");
  const skipped = journeysIn(repo, ['e2e/tests/cart/journeys.spec.ts']);
  assert.throws(() => vouch({ source, checked, journeys: skipped }), /remote-cart's release is judged by journeys with uncommitted changes \(e2e\/tests\/cart\/journeys\.spec\.ts\), as a build is by its sources: commit them, or release them as they are with --uncommitted/);
  assert.throws(
    () => vouch({ source, checked, journeys: skipped, uncommitted: true }),
    /Refusing to release remote-cart built from [0-9a-f]{7}: the journeys that would judge it are not the ones its last passing check ran \(2026-11-28T03:00:00\.000Z\); e2e\/tests\/cart\/journeys\.spec\.ts differs from what was checked\. Run `npm run check -w remote-cart` first\./,
  );
  repo.write('e2e/support/session.ts', 'export const register = () => { throw new Error(); };\n');
  assert.throws(() => vouch({ source, checked: { ...checked, journeys: skipped }, journeys: journeysIn(repo, skipped.changed.concat('e2e/support/session.ts')), uncommitted: true }), /e2e\/support\/session\.ts differs from what was checked/, 'their support counts');
});

test('journeys the check ran uncommitted go with --uncommitted alone, recorded among the changed files', () => {
  const journeys = { changed: ['e2e/tests/cart/journeys.spec.ts'], content: content('c'.repeat(64), { 'e2e/tests/cart/journeys.spec.ts': 'c' }) };
  const checked = { ...edited, journeys };
  assert.deepEqual(vouch({ source: edited, checked, journeys, uncommitted: true }).changed, ['e2e/tests/cart/journeys.spec.ts', 'remote-cart/src/CartPanel.tsx']);
});

test('a check that recorded nothing of the journeys cannot vouch for a remote’s release', () => {
  const journeys = { changed: [], content: content('c'.repeat(64)) };
  assert.throws(() => vouch({ source: clean, checked: clean, journeys }), /its last passing check recorded nothing of the journeys that judge a release .*Run `npm run check -w remote-cart` first\./);
});

test('a check whose journeys were edited while it ran records nothing, naming them', () => {
  const journeys = (digest) => ({ changed: [], content: content(digest, { 'e2e/support/session.ts': digest }) });
  const started = { ...clean, journeys: journeys('c'.repeat(64)) };
  assert.throws(() => recordPassedCheck('remote-cart', started, new Date(), { ...clean, journeys: journeys('d'.repeat(64)) }), /remote-cart's sources changed while its check ran \(e2e\/support\/session\.ts\)/);
});
