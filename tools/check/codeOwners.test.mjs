// A folder with no team of its own would fall to everyone, and so to no one. What runs in every team's
// production environment is the platform group's, whichever folder it sits in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minimatch } from 'minimatch';
import { APPS } from '../apps.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const rules = readFileSync(`${root}.github/CODEOWNERS`, 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => line.trim().split(/\s+/))
  .map(([pattern, ...teams]) => [pattern, teams]);
const owners = new Map(rules);
const TEAM_OF = Object.fromEntries(APPS.map(({ name }) => [name, `@storefront/${name}-team`]));
const PLATFORM = '@storefront/platform';

/** The line .github/CODEOWNERS needs for a pattern, padded as the file's others are. */
const line = (pattern, teams) => `${pattern.padEnd(24)} ${teams.join(' ')}`;

/** Whether a CODEOWNERS pattern names a file, as GitHub reads it: `/` anchors it, a trailing `/` takes a folder whole. */
function names(pattern, file) {
  if (pattern === '*') return true;
  const glob = `${pattern.startsWith('/') ? pattern.slice(1) : `**/${pattern}`}${pattern.endsWith('/') ? '**' : ''}`;
  return minimatch(file, glob, { dot: true });
}

/** Who reviews a file: the last rule that names it wins. */
const reviewersOf = (file) => rules.filter(([pattern]) => names(pattern, file)).at(-1)?.[1];

test('each app and its e2e folder belong to its team alone, a missing line named', () => {
  for (const { name, folder } of APPS) {
    for (const pattern of [`/${folder}/`, `/e2e/tests/${name}/`]) {
      assert.deepEqual(owners.get(pattern), [TEAM_OF[name]], `.github/CODEOWNERS needs the line\n${line(pattern, [TEAM_OF[name]])}`);
    }
  }
});

test('what every team depends on is every team’s, in the app list’s order', () => {
  const teams = Object.values(TEAM_OF);
  assert.deepEqual(owners.get('*'), teams, `.github/CODEOWNERS needs its first rule to be\n${line('*', teams)}`);
});

test('what runs in every team’s production environment, and the lockfile, is the platform group’s alone, after every rule it could lose to', () => {
  for (const pattern of ['/.github/', '/tools/release/', '/tools/check/', '/tools/deployFunction.mjs', '/package-lock.json']) {
    assert.deepEqual(owners.get(pattern), [PLATFORM], `.github/CODEOWNERS needs, after the teams' lines,\n${line(pattern, [PLATFORM])}`);
  }
  for (const file of ['.github/workflows/cart.yml', '.github/workflows/gates.yml', '.github/dependabot.yml', '.github/CODEOWNERS', 'tools/release/provenance.mjs', 'tools/check/gate.mjs', 'tools/deployFunction.mjs', 'package-lock.json']) {
    assert.deepEqual(reviewersOf(file), [PLATFORM], file);
  }
  assert.deepEqual(reviewersOf('remote-cart/src/CartPanel.tsx'), [TEAM_OF.cart], 'a team’s own code stays its own');
  assert.deepEqual(reviewersOf('remote-shop/functions/package-lock.json'), [TEAM_OF.shop], 'the shop’s function’s lockfile is the shop’s');
  assert.deepEqual(reviewersOf('tools/webpack/base.mjs'), Object.values(TEAM_OF));
});

test('every e2e folder is a team’s, or the one the teams share', () => {
  const folders = readdirSync(`${root}e2e/tests`, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const { name } of folders) {
    if (name === 'together') continue;
    assert.ok(owners.has(`/e2e/tests/${name}/`), `e2e/tests/${name}/ has no team in .github/CODEOWNERS`);
  }
});

test('no spec lies outside a folder: a team’s check would never run it', () => {
  const loose = readdirSync(`${root}e2e/tests`).filter((entry) => entry.endsWith('.spec.ts'));
  assert.deepEqual(loose, []);
});
