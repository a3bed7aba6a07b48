import { test } from 'node:test';
import assert from 'node:assert/strict';
import { matchesPaths } from './pathFilter.mjs';

test('`**` matches across folders, dot-files too; `*` within one folder', () => {
  assert.ok(matchesPaths('remote-cart/src/cart/CartSidebar.tsx', ['remote-cart/**']));
  assert.ok(matchesPaths('.github/workflows/cart.yml', ['**']));
  assert.ok(matchesPaths('.nvmrc', ['**']));
  assert.ok(!matchesPaths('remote-cart/src/cart/CartSidebar.tsx', ['remote-cart/*']));
  assert.ok(!matchesPaths('remote-cartography/x.ts', ['remote-cart/**']));
});

test('a `!` pattern takes back what came before it, and a later pattern can match again: the last match wins', () => {
  const patterns = ['**', '!remote-cart/**', 'remote-cart/package.json'];
  assert.ok(matchesPaths('tools/apps.json', patterns));
  assert.ok(!matchesPaths('remote-cart/src/Cart.tsx', patterns));
  assert.ok(matchesPaths('remote-cart/package.json', patterns));
  assert.ok(!matchesPaths('tools/apps.json', []));
});
