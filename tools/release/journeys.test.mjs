import { test } from 'node:test';
import assert from 'node:assert/strict';
import { failedStep, firstLine } from './journeyReporter.mjs';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeFailures, journeySources, journeySpec } from './journeys.mjs';

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

test('what judges a release besides its build: the journeys, what they import here, the config that runs them and its reporter', () => {
  const cart = journeySources('cart');
  for (const file of ['e2e/tests/cart/journeys.spec.ts', 'e2e/support/cartParts.ts', 'e2e/support/session.ts', 'e2e/journeys.config.ts', 'e2e/playwright.config.ts', 'tools/release/journeyReporter.mjs']) {
    assert.ok(cart.includes(file), file);
  }
  assert.ok(!cart.includes('e2e/support/faults.ts'), 'a support file the journeys never load is no judge of them');
  assert.ok(!journeySources('shop').includes('e2e/tests/cart/journeys.spec.ts'));
});

test('imports are followed however they are written, to the file each names', (t) => {
  const root = mkdtempSync(path.join(tmpdir(), 'journey-sources-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('e2e/tests/wishlist/journeys.spec.ts', "import { a } from '../../support/a';\nimport type { B } from \"../../support/b\";\nimport '../../support/c';\nconst d = await import('../../support/d.mjs');\nimport { test } from '@playwright/test';\n");
  for (const file of ['a.ts', 'b.ts', 'c.ts', 'd.mjs', 'unused.ts']) write(`e2e/support/${file}`, file === 'a.ts' ? "export { e } from './e/index';\n" : '');
  write('e2e/support/e/index.ts', '');
  assert.deepEqual(journeySources('wishlist', { root }), [
    'e2e/support/a.ts',
    'e2e/support/b.ts',
    'e2e/support/c.ts',
    'e2e/support/d.mjs',
    'e2e/support/e/index.ts',
    'e2e/tests/wishlist/journeys.spec.ts',
  ]);
});
