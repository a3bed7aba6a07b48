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

test('each app and its e2e folder belong to its team alone', () => {
  for (const { name, folder } of APPS) {
    assert.deepEqual(owners.get(`/${folder}/`), [TEAM_OF[name]], `${folder}/`);
    assert.deepEqual(owners.get(`/e2e/tests/${name}/`), [TEAM_OF[name]], `e2e/tests/${name}/`);
  }
});

test('every e2e folder is a team’s, or the one the teams share', () => {
  const folders = readdirSync(`${root}e2e/tests`, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const { name } of folders) {
    if (name === 'together') continue;
    assert.ok(owners.has(`/e2e/tests/${name}/`), `e2e/tests/${name}/ has no team in .github/CODEOWNERS`);
  }
  assert.deepEqual(owners.get('*'), Object.values(TEAM_OF));
});

test('no spec lies outside a folder: a team’s check would never run it', () => {
  const loose = readdirSync(`${root}e2e/tests`).filter((entry) => entry.endsWith('.spec.ts'));
  assert.deepEqual(loose, []);
});
