import { test } from 'node:test';
import assert from 'node:assert/strict';
import { failedStep, firstLine } from './journeyReporter.mjs';
import { describeFailures, journeySpec } from './journeys.mjs';

const step = (title, error, steps = []) => ({ title, category: 'test.step', error, steps });

test('a failed journey is told by its innermost failed step, never by the expects inside it', () => {
  const error = { message: 'timed out' };
  const steps = [
    step('sign in', undefined),
    step('open the cart', error, [{ title: 'expect.toBeVisible', category: 'expect', error, steps: [] }]),
    step('place the order', undefined),
  ];
  assert.equal(failedStep(steps), 'open the cart');
  assert.equal(failedStep([step('checkout', error, [step('fill the form', undefined), step('submit', error)])]), 'submit');
  assert.equal(failedStep([{ title: 'page.goto', category: 'pw:api', error, steps: [] }]), undefined);
});

test('the refusal names the spec, the journey, the step and the first line of the error', () => {
  assert.equal(
    describeFailures([
      { spec: 'e2e/tests/cart/journeys.spec.ts', journey: 'a shopper opens the empty cart', step: 'open the cart', error: 'expect(locator).toBeVisible() failed' },
      { spec: 'e2e/tests/cart/journeys.spec.ts', journey: 'a shopper checks out', step: undefined, error: 'page.goto: net::ERR_CONNECTION_REFUSED' },
    ]),
    'e2e/tests/cart/journeys.spec.ts "a shopper opens the empty cart" failed at step "open the cart": expect(locator).toBeVisible() failed; ' +
      'e2e/tests/cart/journeys.spec.ts "a shopper checks out" failed outside its named steps: page.goto: net::ERR_CONNECTION_REFUSED',
  );
  assert.equal(firstLine('\u001b[31mError: timed out\u001b[39m\n\n  at somewhere'), 'Error: timed out');
  assert.equal(journeySpec('cart'), 'tests/cart/journeys.spec.ts');
});
