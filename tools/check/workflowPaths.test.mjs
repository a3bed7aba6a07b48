// A merge that changes anything a team's build or site is made of sets off that team's workflow; the
// paths come from one list (gates.mjs), never written twice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { APPS } from '../apps.mjs';
import { sourcesOf } from '../builds/builtFrom.mjs';
import { gatesFor, releasePaths } from './gates.mjs';
import { matchesPaths } from './pathFilter.mjs';
import { readWorkflows, ROOT } from './workflowFiles.mjs';

const workflows = readWorkflows();
const workflowOf = (name) => workflows.find(({ file }) => file === `${name}.yml`).workflow;
/** The workflows a push to main of `file` sets off. */
const setOffBy = (file) => workflows.filter(({ workflow }) => workflow.on.push && (!workflow.on.push.paths || matchesPaths(file, workflow.on.push.paths))).map(({ file: name }) => name);

test('a team’s workflow runs on a merge to main of its folder, its specs, everything its build and site are made of, from the one list', () => {
  for (const app of APPS) {
    const { on } = workflowOf(app.name);
    const expected = releasePaths(app);
    const missing = expected.filter((pattern) => !on.push.paths.includes(pattern)).map((pattern) => `      - ${pattern}`);
    assert.deepEqual(missing, [], `.github/workflows/${app.name}.yml needs, under on.push.paths:\n${missing.join('\n')}`);
    assert.deepEqual(on.push, { branches: ['main'], paths: expected });
    for (const source of sourcesOf(app.folder)) assert.ok(on.push.paths.some((pattern) => pattern === source || pattern === `${source}/**`), `${app.name}: ${source}`);
  }
});

test('a merge of what every build shares releases every team, and runs the whole suite; a team’s own, that team alone', () => {
  const teams = APPS.map(({ name }) => `${name}.yml`);
  for (const file of ['shared/src/bus/bus.ts', 'package-lock.json', 'tools/webpack/base.mjs', 'tools/apps.json', 'tsconfig.base.json', 'tools/sites/siteRules.json']) {
    assert.deepEqual(setOffBy(file), [...teams, 'suite.yml'].sort(), file);
  }
  assert.deepEqual(setOffBy('remote-cart/src/new/Thing.tsx'), ['cart.yml', 'suite.yml']);
  assert.deepEqual(setOffBy('firestore.rules'), ['host.yml', 'suite.yml'], 'the host deploys the rules');
  assert.deepEqual(setOffBy('e2e/support/session.ts'), ['suite.yml']);
});

test('every pull request gets the gates with no filter, so the one required check always runs', () => {
  const { on } = workflowOf('gates');
  assert.equal(on.pull_request, null);
  assert.deepEqual(workflows.filter(({ workflow }) => workflow.on.pull_request !== undefined).map(({ file }) => file), ['gates.yml']);
  assert.deepEqual(workflowOf('suite').on, { push: { branches: ['main'] } }, 'no path filter on main');
});

test('every file git tracks needs at least one gate in a pull request', () => {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  assert.ok(files.length > 100);
  assert.deepEqual(files.filter((file) => { const { teams, suite } = gatesFor([file]); return teams.length === 0 && !suite; }), []);
});
