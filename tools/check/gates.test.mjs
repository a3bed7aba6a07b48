import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS, HOST } from '../apps.mjs';
import { sourcesOf } from '../builds/builtFrom.mjs';
import { baseOf, changedBetween, changeEvent, gatesFailed, gatesFor, HOST_SOURCES, ownPaths, releasePaths, SITE_SOURCES } from './gates.mjs';

const names = (apps) => apps.map(({ name }) => name);
const EVERY_TEAM = names(APPS);

test('what releases a team is its own folder and specs, everything its build is made of (the check’s own list), its site’s rules, and for the host the Firestore rules', () => {
  const cart = APPS.find(({ name }) => name === 'cart');
  assert.deepEqual(releasePaths(cart), ['remote-cart/**', 'e2e/tests/cart/**', 'shared/**', 'tools/webpack/**', 'tools/apps.json', 'tsconfig.base.json', 'package-lock.json', 'tools/sites/**', 'tools/hosting/**', 'tools/contracts/**']);
  for (const app of APPS) {
    const made = [...sourcesOf(app.folder), ...SITE_SOURCES, ...(app === HOST ? HOST_SOURCES : [])];
    assert.deepEqual(releasePaths(app).map((pattern) => pattern.replace(/\/\*\*$/, '')), [app.folder, `e2e/tests/${app.name}`, ...made.slice(1)], app.name);
  }
  assert.deepEqual(releasePaths(HOST).at(-1), 'firestore.rules');
});

test('a change to what every build or site is made of needs every team’s check and the whole suite; a team’s own, its check alone', () => {
  for (const file of ['shared/src/bus/bus.ts', 'tools/webpack/base.mjs', 'tools/apps.json', 'tsconfig.base.json', 'package-lock.json', 'tools/sites/siteRules.json', 'tools/contracts/envScript.mjs']) {
    const { teams, suite } = gatesFor([file]);
    assert.deepEqual([names(teams), suite], [EVERY_TEAM, true], file);
  }
  assert.deepEqual(gatesFor(['remote-cart/src/cart/CartSidebar.tsx', 'e2e/tests/cart/cart.spec.ts']), { teams: [APPS.find(({ name }) => name === 'cart')], suite: false });
  assert.deepEqual(names(gatesFor(['firestore.rules']).teams), ['host'], 'the host deploys the rules');
  assert.equal(gatesFor(['firestore.rules']).suite, true);
  for (const file of ['e2e/support/session.ts', 'tools/release/runRelease.mjs', '.github/workflows/cart.yml', 'README.md', 'new-folder/file.txt']) {
    assert.deepEqual(gatesFor([file]), { teams: [], suite: true }, file);
  }
  assert.deepEqual(gatesFor([]), { teams: [], suite: false });
});

test('a team’s own paths are its folder and its specs, from the app list', () => {
  assert.deepEqual(ownPaths({ name: 'wishlist', folder: 'remote-wishlist' }), ['remote-wishlist/**', 'e2e/tests/wishlist/**']);
});

test('a change is measured from the commit of main a pull request or a merge queue goes onto, every file it touches named, a rename by both', (t) => {
  assert.equal(baseOf({ pull_request: { base: { sha: 'a'.repeat(40) } } }), 'a'.repeat(40));
  assert.equal(baseOf({ merge_group: { base_sha: 'b'.repeat(40) } }), 'b'.repeat(40));
  assert.throws(() => baseOf({ ref: 'refs/heads/main' }), /neither a pull request nor a merge queue/);
  const dir = mkdtempSync(path.join(tmpdir(), 'gates-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const git = (...args) => execFileSync('git', ['-c', 'user.name=Platform', '-c', 'user.email=platform@example.com', ...args], { cwd: dir, encoding: 'utf8' }).trim();
  git('init', '-q', '-b', 'main');
  writeFileSync(path.join(dir, 'a.txt'), 'a');
  writeFileSync(path.join(dir, 'b.txt'), 'b');
  git('add', '-A');
  git('commit', '-qm', 'base');
  const base = git('rev-parse', 'HEAD');
  git('mv', 'a.txt', 'renamed.txt');
  writeFileSync(path.join(dir, 'c.txt'), 'c');
  git('add', '-A');
  git('commit', '-qm', 'change');
  assert.deepEqual(changedBetween(base, 'HEAD', { cwd: dir }), ['a.txt', 'c.txt', 'renamed.txt']);
});

/** The `needs` context of the required check's job. */
const needs = ({ anyCheck = 'true', suite = 'true', check = 'success', suiteResult = 'success', changes = 'success' } = {}) => ({
  changes: { result: changes, outputs: { 'any-check': anyCheck, suite, checks: '{"include":[]}' } },
  check: { result: check, outputs: {} },
  suite: { result: suiteResult, outputs: {} },
});

test('the required check passes only when every gate that applied passed; one skipped that applied, failed or cancelled fails it', () => {
  assert.deepEqual(gatesFailed(needs()), []);
  assert.deepEqual(gatesFailed(needs({ suite: 'false', suiteResult: 'skipped' })), [], 'a team’s own change: its check alone');
  assert.deepEqual(gatesFailed(needs({ anyCheck: 'false', check: 'skipped' })), [], 'a change to the docs: the suite alone');
  assert.deepEqual(gatesFailed(needs({ check: 'failure' })), ['check failure']);
  assert.deepEqual(gatesFailed(needs({ suiteResult: 'cancelled' })), ['suite cancelled']);
  assert.deepEqual(gatesFailed(needs({ suiteResult: 'skipped' })), ['suite skipped'], 'the whole suite applied');
  assert.deepEqual(gatesFailed(needs({ changes: 'failure', check: 'skipped', suiteResult: 'skipped' })), ['changes failure: which gates apply is not known']);
  assert.deepEqual(gatesFailed({}), ['changes did not run: which gates apply is not known']);
});

/** This machine's environment without GitHub's variables, as at a desk (the suite also runs inside a workflow's step). */
const atADesk = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GITHUB_')));

test('at a desk, `changes --base <commit>` measures the work on top of that commit; with neither it nor an event, it says which to give', () => {
  assert.deepEqual(changeEvent(['--base', 'abc1234'], {}), { pull_request: { base: { sha: 'abc1234' } } });
  assert.throws(() => changeEvent([], {}), /GITHUB_EVENT_PATH.*tools\/check\/gates\.mjs changes --base origin\/main/);
  const gates = (...args) => spawnSync(process.execPath, [new URL('./gates.mjs', import.meta.url).pathname, 'changes', ...args], { env: atADesk(), encoding: 'utf8' });
  const here = gates('--base', 'HEAD');
  assert.equal(here.status, 0, here.stderr);
  assert.equal(here.stdout, '0 file(s) changed: the checks of no team\nchecks={"include":[]}\nany-check=false\nsuite=false\n');
  const none = gates();
  assert.equal(none.status, 1);
  assert.match(none.stderr, /^No change to measure: .*--base origin\/main\n$/);
});
