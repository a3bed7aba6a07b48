import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '../apps.mjs';
import { markedRemotes, remotesDrivenBy, specFiles, specsDriving, testIdsOf } from './drivenSpecs.mjs';

const e2e = (file) => fileURLToPath(new URL(`../../e2e/${file}`, import.meta.url));

test('every spec outside a team’s folder that finds its remote’s work says it drives it, and no other does', () => {
  for (const file of specFiles()) {
    const outside = ({ name }) => !file.startsWith(`tests/${name}/`);
    const driven = remotesDrivenBy(file, REMOTES.filter(outside));
    assert.deepEqual(markedRemotes(readFileSync(e2e(file), 'utf8')), driven, `${file}: its first line should be ${driven.length ? `"// drives: ${driven.join(', ')}"` : 'no "// drives:" line'}`);
  }
});

test('a spec drives a remote through the support files it imports, by the remote’s test ids or agreed names', () => {
  assert.deepEqual(testIdsOf('remote-cart'), ['cart-empty', 'cart-line', 'cart-line-quantity']);
  // The cart's journeys name neither: support/cartParts.ts and support/session.ts (the Login dialog) do.
  assert.deepEqual(remotesDrivenBy('tests/cart/journeys.spec.ts', REMOTES), ['shop', 'cart', 'auth']);
  // The cart's release spec finds the cart by its panel's agreed name, with no test id of the cart's.
  assert.ok(remotesDrivenBy('tests/together/release.spec.ts', REMOTES).includes('cart'));
  assert.deepEqual(remotesDrivenBy('tests/host/host-sections.spec.ts', REMOTES), []);
});

test('the cart’s check runs the specs elsewhere that drive the cart, never its own twice', () => {
  const cart = specsDriving('cart');
  assert.ok(cart.includes('tests/together/release.spec.ts'));
  assert.ok(cart.includes('tests/together/journey.spec.ts'));
  assert.deepEqual(cart.filter((file) => file.startsWith('tests/cart/')), []);
  assert.deepEqual(specsDriving('host'), []);
});
