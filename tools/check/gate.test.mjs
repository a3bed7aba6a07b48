import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, REMOTES } from '../apps.mjs';
import { gateOptions, listedTests } from './gate.mjs';

const TESTS = fileURLToPath(new URL('../../e2e/tests/', import.meta.url));
const EVERY = listedTests();
const named = (tests) => tests.map((each) => `${each.file}:${each.line} ${each.titlePath.at(-1)}`);

test('every tag names a remote of the app list: a misspelt one would leave its test out of every gate', () => {
  const known = new Set(REMOTES.map(({ name }) => `@${name}`));
  assert.deepEqual(named(EVERY.filter(({ tags }) => tags.some((tag) => !known.has(tag)))), []);
});

test('a team’s gate is its folder’s tests and those tagged for it, none of a *.suite.spec.ts, as Playwright selects them', () => {
  for (const app of APPS) {
    const gate = listedTests(gateOptions(app));
    const expected = EVERY.filter(({ file, tags }) => (file.startsWith(`${app.name}/`) || tags.includes(`@${app.name}`)) && !file.endsWith('.suite.spec.ts'));
    assert.deepEqual(named(gate), named(expected), app.name);
    assert.ok(gate.some(({ file }) => file.startsWith(`${app.name}/`)), `${app.name}: its own folder's tests`);
  }
});

test('the cart’s gate stays within 75 tests: a gate is a cost to the team on every change', () => {
  const gate = listedTests(gateOptions(APPS.find(({ name }) => name === 'cart')));
  assert.ok(gate.length <= 75, `${gate.length} tests`);
});

// A spec that builds variants of the apps (support/tempBuild.ts) needs builds of its own, which a team's
// check does not make; one that releases a team's next build under an open page protects that team's
// release, and its check runs it.
test('a spec that builds variants of the apps, or plays one version against another, is a *.suite.spec.ts', () => {
  const misnamed = [...new Set(EVERY.map(({ file }) => file))].filter((file) => {
    const text = readFileSync(path.join(TESTS, file), 'utf8');
    const imports = (name) => new RegExp(`from '(\\.\\./)+support/${name}'`).test(text);
    return (/skew/.test(file) || (imports('tempBuild') && !imports('releaseWhileOpen'))) && !file.endsWith('.suite.spec.ts');
  });
  assert.deepEqual(misnamed, []);
});
