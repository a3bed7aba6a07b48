import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkSteps } from './steps.mjs';

const APPS = [
  { name: 'host', folder: 'host' },
  { name: 'shop', folder: 'remote-shop' },
  { name: 'cart', folder: 'remote-cart' },
  { name: 'auth', folder: 'remote-auth' },
];
const cart = APPS[2];
const names = (steps) => steps.map((step) => step.name);

test("a team's check builds its own app and reuses every other build already there", () => {
  const steps = checkSteps(cart, APPS, () => true);
  assert.deepEqual(names(steps), [
    'typecheck',
    'typecheck of the e2e specs',
    'lint',
    'lint of the CSS',
    'unit tests',
    'build of remote-cart',
    'e2e specs of e2e/tests/cart/',
  ]);
  assert.deepEqual(steps.find((step) => step.name === 'build of remote-cart').npm, ['run', 'build', '-w', 'remote-cart']);
});

test('another app with no build yet is built once, before the e2e specs', () => {
  const steps = checkSteps(cart, APPS, (folder) => folder !== 'remote-auth');
  assert.deepEqual(names(steps).slice(-3), ['build of remote-cart', 'build of remote-auth (it had none)', 'e2e specs of e2e/tests/cart/']);
});

test("it checks the team's own folder, jest project and e2e folder, and nobody else's", () => {
  const steps = checkSteps(cart, APPS, () => true);
  const step = (name) => steps.find((candidate) => candidate.name === name);
  assert.deepEqual(step('typecheck').args, ['--noEmit', '-p', 'remote-cart']);
  assert.deepEqual(step('lint').args, ['remote-cart', 'e2e/tests/cart']);
  assert.deepEqual(step('unit tests').args, ['--selectProjects', 'remote-cart']);
  assert.deepEqual(step('e2e specs of e2e/tests/cart/'), { name: 'e2e specs of e2e/tests/cart/', bin: 'playwright', args: ['test', 'tests/cart/'], cwd: 'e2e' });
});

test('the e2e step runs the specs elsewhere that drive the app too', () => {
  const steps = checkSteps(cart, APPS, () => true, ['tests/together/release.spec.ts', 'tests/host/host.spec.ts']);
  assert.deepEqual(steps.at(-1), {
    name: 'e2e specs of e2e/tests/cart/ and the 2 elsewhere that drive it',
    bin: 'playwright',
    args: ['test', 'tests/cart/', 'tests/together/release.spec.ts', 'tests/host/host.spec.ts'],
    cwd: 'e2e',
  });
});
