import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { checkSteps } from './steps.mjs';

const APPS = [
  { name: 'host', folder: 'host' },
  { name: 'shop', folder: 'remote-shop', exposes: {} },
  { name: 'cart', folder: 'remote-cart', exposes: {} },
  { name: 'auth', folder: 'remote-auth', exposes: {} },
];
const cart = APPS[2];
const names = (steps) => steps.map((step) => step.name);
const GATE = 52;
const NO_FUNCTION = () => false;

test("a team's check builds its own app and reuses every other build already there", () => {
  const steps = checkSteps(cart, APPS, () => true, NO_FUNCTION, GATE);
  assert.deepEqual(names(steps), [
    'typecheck',
    'typecheck of the e2e specs',
    'lint',
    'lint of the CSS',
    'unit tests',
    'build of remote-cart',
    'e2e: the 52 tests of e2e/tests/cart/ and those tagged @cart',
  ]);
  assert.deepEqual(steps.find((step) => step.name === 'build of remote-cart').npm, ['run', 'build', '-w', 'remote-cart']);
});

test('another app with no build yet is built once, before the e2e specs', () => {
  const steps = checkSteps(cart, APPS, (folder) => folder !== 'remote-auth', NO_FUNCTION, GATE);
  assert.deepEqual(names(steps).slice(-3), ['build of remote-cart', 'build of remote-auth (it had none)', 'e2e: the 52 tests of e2e/tests/cart/ and those tagged @cart']);
});

test("it checks the team's own folder, jest project and e2e folder, and nobody else's", () => {
  const steps = checkSteps(cart, APPS, () => true, NO_FUNCTION, GATE);
  const step = (name) => steps.find((candidate) => candidate.name === name);
  assert.deepEqual(step('typecheck').args, ['--noEmit', '-p', 'remote-cart']);
  assert.deepEqual(step('lint').args, ['remote-cart', 'e2e/tests/cart']);
  assert.deepEqual(step('unit tests').args, ['--selectProjects', 'remote-cart']);
});

test("a team with a Cloud Function of its own runs the function's unit tests after its app's, and a team without none", () => {
  const shop = APPS[1];
  const steps = checkSteps(shop, APPS, () => true, (folder) => folder === 'remote-shop', GATE);
  assert.deepEqual(names(steps).slice(4, 6), ['unit tests', 'unit tests of its Cloud Function']);
  assert.deepEqual(steps[5].node, ['--test', 'remote-shop/functions/*.test.mjs']);
  assert.ok(!names(checkSteps(cart, APPS, () => true, (folder) => folder === 'remote-shop', GATE)).includes('unit tests of its Cloud Function'));
});

test('the e2e step runs the tests of the gate as Playwright selects them, stops at the first that fails, and is left out when there are none', () => {
  assert.deepEqual(checkSteps(cart, APPS, () => true, NO_FUNCTION, GATE).at(-1), {
    name: 'e2e: the 52 tests of e2e/tests/cart/ and those tagged @cart',
    bin: 'playwright',
    args: ['test', '--grep', '(^| )cart/|@cart\\b', '--grep-invert', '\\.suite\\.spec\\.ts', '--max-failures=1'],
    cwd: 'e2e',
  });
  assert.equal(checkSteps(cart, APPS, () => true, NO_FUNCTION, 0).at(-1).name, 'build of remote-cart');
});

test('`npm run check -w remote-cart -- --list` prints the gate’s tests, one a line, and their count last, running nothing', () => {
  const listed = spawnSync(process.execPath, ['tools/check.mjs', 'remote-cart', '--list'], { cwd: fileURLToPath(new URL('../..', import.meta.url)), encoding: 'utf8' });
  assert.equal(listed.status, 0, listed.stderr);
  const lines = listed.stdout.trim().split('\n');
  const tests = lines.slice(0, -1);
  assert.equal(lines.at(-1), `${tests.length} tests`);
  assert.ok(tests.includes('cart/journeys.spec.ts › a signed-in shopper changes a quantity up and down and removes a line, reading the total each time'));
  assert.deepEqual(tests.filter((line) => /\.suite\.spec\.ts/.test(line)), []);
  assert.ok(tests.some((line) => line.startsWith('cart/release-while-open.spec.ts')), 'its release under an open page');
  assert.doesNotMatch(listed.stdout, /\[check\]/);
});

test('the host’s check tests the Firestore rules its pipeline deploys, on the real emulator, before its build; no remote’s does', () => {
  const steps = checkSteps(APPS[0], APPS, () => true, NO_FUNCTION, GATE);
  assert.deepEqual(names(steps).slice(4, 7), ['unit tests', 'tests of the Firestore rules', 'build of host']);
  assert.deepEqual(steps[5].npm, ['run', 'test:rules']);
  assert.ok(!names(checkSteps(cart, APPS, () => true, NO_FUNCTION, GATE)).includes('tests of the Firestore rules'));
});
