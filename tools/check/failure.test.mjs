import { test } from 'node:test';
import assert from 'node:assert/strict';
import { failureSummary } from './failure.mjs';

test('a failed run names the errors no test owned, with their file, and the first failing test, with how to run it alone', () => {
  const report = {
    errors: [{ message: "\u001b[31mError: Cannot find module '../../support/nowhere'\u001b[39m\nRequire stack: …", location: { file: '/repo/e2e/tests/cart/broken.spec.ts', line: 2 } }],
    suites: [
      { specs: [{ file: 'cart/cart.spec.ts', line: 10, title: 'adds', tests: [{ results: [{ status: 'passed' }] }] }] },
      { suites: [{ specs: [{ file: 'cart/journeys.spec.ts', line: 51, title: 'checks out', tests: [{ results: [{ status: 'failed', error: { message: 'Error: expect(locator).toHaveText() failed\n…' } }] }] }] }] },
    ],
  };
  assert.deepEqual(failureSummary(report), [
    "not part of any test: Error: Cannot find module '../../support/nowhere' (e2e/tests/cart/broken.spec.ts:2)",
    'first failing test: e2e/tests/cart/journeys.spec.ts:51 › checks out: Error: expect(locator).toHaveText() failed',
    '  again alone: (cd e2e && npx playwright test cart/journeys.spec.ts:51)',
  ]);
});

test('a test that ran out of time says how long it had; a run with no failure says nothing', () => {
  const timedOut = { suites: [{ specs: [{ file: 'shop/shop.spec.ts', line: 3, title: 'pages', tests: [{ results: [{ status: 'timedOut', duration: 60_400 }] }] }] }] };
  assert.equal(failureSummary(timedOut)[0], 'first failing test: e2e/tests/shop/shop.spec.ts:3 › pages: timed out after 60 s');
  assert.deepEqual(failureSummary({ suites: [] }), []);
});
