// The template a new remote team starts from (tools/newTeam/template/) and the script that fills it in
// (newTeam.mjs). That a team made from it passes the repository's checks and joins the storefront, built,
// served and mounted: joins.proof.mjs (`npm run test:new-team`).
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { releasePaths } from '../check/gates.mjs';
import { lintWorkflows } from '../check/workflowFiles.mjs';
import { APPS } from '../apps.mjs';
import { entryLine, freePort, joinTeam, newTeam, placeholders } from './newTeam.mjs';
import { TEAM_LISTS, teamListProblems } from './teamLists.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function scratch(t) {
  const root = mkdtempSync(path.join(tmpdir(), 'new-team-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  for (const file of ['tools/apps.json', ...TEAM_LISTS.map(({ file: each }) => each)]) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(root, file));
  }
  return root;
}

test('a new team gets its folder, its journeys and its workflow, every placeholder filled', (t) => {
  const root = scratch(t);
  const { files, entry } = newTeam(root, 'wishlist');
  assert.deepEqual(files, [
    '.github/workflows/wishlist.yml',
    'e2e/tests/wishlist/journeys.spec.ts',
    'remote-wishlist/budget.json',
    'remote-wishlist/package.json',
    'remote-wishlist/public/favicon.svg',
    'remote-wishlist/src/Wishlist.module.css',
    'remote-wishlist/src/Wishlist.test.tsx',
    'remote-wishlist/src/Wishlist.tsx',
    'remote-wishlist/src/bus/signedIn.test.ts',
    'remote-wishlist/src/bus/signedIn.ts',
    'remote-wishlist/src/main.tsx',
    'remote-wishlist/src/standalone/StandInPanel.module.css',
    'remote-wishlist/src/standalone/StandInPanel.tsx',
    'remote-wishlist/tsconfig.json',
    'remote-wishlist/webpack.config.mjs',
  ]);
  for (const file of files) assert.doesNotMatch(readFileSync(path.join(root, file), 'utf8'), /__\w+__|TeamComponent/, file);
  const pkg = JSON.parse(readFileSync(path.join(root, 'remote-wishlist/package.json'), 'utf8'));
  assert.equal(pkg.name, '@storefront/remote-wishlist');
  assert.equal(pkg.scripts.check, 'node ../tools/check.mjs remote-wishlist');
  const appList = JSON.parse(readFileSync(path.join(ROOT, 'tools/apps.json'), 'utf8'));
  assert.deepEqual(entry, { name: 'wishlist', folder: 'remote-wishlist', port: freePort(appList), hosting: 'wishlist', exposes: { './Wishlist': './src/Wishlist.tsx' } });
  const workflow = readFileSync(path.join(root, '.github/workflows/wishlist.yml'), 'utf8');
  assert.match(workflow, /run: npm run check -w remote-wishlist\n/);
  assert.match(workflow, /run: npm run release -- wishlist --no-build\n/);
  assert.match(workflow, /FIREBASE_SITE_WISHLIST: \$\{\{ vars\.FIREBASE_SITE_WISHLIST \}\}/);
  assert.match(workflow, /run: npm run release -- wishlist --dispatched\n/);
  assert.deepEqual(parse(workflow).on.push.paths, releasePaths(entry), 'released by what its build and site are made of, from the one list');
});

test('its entry, pasted as printed as the last of the app list’s, is JSON there, and the lists that name the teams are already written for it', (t) => {
  const root = scratch(t);
  // A team the list does not have yet: the new-team proof runs these tests with a wishlist in it.
  const name = ['wishlist', 'giftcards'].find((each) => !APPS.some((app) => app.name === each));
  const { shared, entry } = joinTeam(root, name, { lockfile: false });
  assert.deepEqual(shared, TEAM_LISTS.map(({ file }) => file));
  const listed = readFileSync(path.join(root, 'tools/apps.json'), 'utf8');
  const pasted = listed.replace(/( *\{[^\n]*\})\n(\s*\],)/, `$1,\n${entryLine(entry)}\n$2`);
  assert.notEqual(pasted, listed, 'the last entry of "apps" found');
  assert.deepEqual(JSON.parse(pasted).apps, [...APPS, entry]);
  assert.deepEqual(teamListProblems(root, JSON.parse(pasted).apps), []);
});

test('the workflow it writes passes actionlint', (t) => {
  const root = scratch(t);
  newTeam(root, 'wishlist');
  assert.deepEqual(lintWorkflows(root).findings, []);
});

test('a name taken, or not one lower-case word, is refused', (t) => {
  const root = scratch(t);
  newTeam(root, 'wishlist');
  assert.throws(() => newTeam(root, 'wishlist'), /remote-wishlist is already there/);
  assert.throws(() => placeholders('Wish-list'), /one lower-case word/);
});

test('its port is the first above every app’s that nothing of the stack uses', () => {
  const appList = { apps: [{ port: 3000 }, { port: 3003 }], services: { hub: 3004, other: 9099 } };
  assert.equal(freePort(appList), 3005);
});
