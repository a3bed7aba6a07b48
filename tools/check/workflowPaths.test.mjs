// Nothing merges untested: a change to a team's folder or specs sets off that team's workflow (its check),
// a change to anything else sets off the whole suite (suite.yml), and every push to main runs the suite.
// The paths come from the app list (tools/apps.json), and every file git tracks sets off at least one
// workflow, so that a new file under a shared folder can never fall outside every workflow.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { APPS } from '../apps.mjs';
import { matchesPaths } from './pathFilter.mjs';
import { readWorkflows, ROOT } from './workflowFiles.mjs';

const workflows = readWorkflows();
const workflowOf = (name) => workflows.find(({ file }) => file === `${name}.yml`).workflow;
const teamPaths = ({ name, folder }) => [`${folder}/**`, `e2e/tests/${name}/**`];
/** The workflows a change to `file` in a pull request sets off. */
const setOffBy = (file) => workflows.filter(({ workflow }) => matchesPaths(file, workflow.on.pull_request.paths)).map(({ file: name }) => name);

test('a team’s workflow runs on its folder, its specs and the contracts, for a pull request and a merge to main alike', () => {
  for (const app of APPS) {
    const { on } = workflowOf(app.name);
    assert.deepEqual(on.pull_request.paths, [...teamPaths(app), 'shared/**'], app.name);
    assert.deepEqual(on.push, { branches: ['main'], paths: on.pull_request.paths }, app.name);
  }
});

test('the suite runs on every pull request that changes anything but a team’s own folder and specs, and on every push to main', () => {
  const { on } = workflowOf('suite');
  const expected = ['**', ...APPS.flatMap(teamPaths).map((pattern) => `!${pattern}`)];
  const missing = expected.filter((pattern) => !on.pull_request.paths.includes(pattern)).map((pattern) => `      - '${pattern}'`);
  assert.deepEqual(missing, [], `.github/workflows/suite.yml needs, under on.pull_request.paths:\n${missing.join('\n')}`);
  assert.deepEqual(on.pull_request.paths, expected);
  assert.deepEqual(on.push, { branches: ['main'] }, 'no path filter on main');
});

test('every file git tracks sets off at least one workflow in a pull request', () => {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  assert.ok(files.length > 100);
  assert.deepEqual(files.filter((file) => setOffBy(file).length === 0), []);
});

test('a new file under a shared folder, or a new folder, sets off the suite; one in a team’s folder, that team’s workflow alone', () => {
  for (const file of ['e2e/support/newHelper.ts', 'e2e/tests/together/new.spec.ts', 'tools/new/thing.mjs', 'shared/src/new.ts', '.github/actions/x/action.yml', 'new-folder/file.txt', '.editorconfig', 'package-lock.json', 'firestore.rules']) {
    assert.ok(setOffBy(file).includes('suite.yml'), file);
  }
  assert.deepEqual(setOffBy('remote-cart/src/new/Thing.tsx'), ['cart.yml']);
  assert.deepEqual(setOffBy('e2e/tests/cart/new.spec.ts'), ['cart.yml']);
  assert.deepEqual(setOffBy('shared/src/bus/bus.ts'), [...APPS.map(({ name }) => `${name}.yml`), 'suite.yml'].sort());
});
