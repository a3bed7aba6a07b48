// Each team's folders are its own to review (.github/CODEOWNERS): its app and its e2e folder, which its
// check runs. An app or a spec folder with no team of its own would fall to everyone, and so to no one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { APPS } from '../apps.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const owners = new Map(
  readFileSync(`${root}.github/CODEOWNERS`, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/))
    .map(([pattern, ...teams]) => [pattern, teams]),
);
const TEAM_OF = Object.fromEntries(APPS.map(({ name }) => [name, `@storefront/${name}-team`]));

/** The line .github/CODEOWNERS needs for a pattern, padded as the file's others are. */
const line = (pattern, teams) => `${pattern.padEnd(24)} ${teams.join(' ')}`;

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
