import assert from 'node:assert/strict';
import { test } from 'node:test';
import stylelint from 'stylelint';
import config from '../../stylelint.config.mjs';

const RULE = 'declaration-property-value-allowed-list';
const lint = async (code) =>
  (await stylelint.lint({ code, codeFilename: 'remote-cart/src/x.module.css', config })).results[0].warnings.filter((w) => w.rule === RULE).map((w) => w.text);

test('the storefront’s sizes, weights and font stack pass', async () => {
  assert.deepEqual(await lint('.a { font-family: system-ui, sans-serif; font-size: 1.25rem; font-weight: 700; font: inherit; }'), []);
  assert.deepEqual(await lint('h1 { font-size: clamp(1.75rem, 4vw, 2.5rem); }'), []);
});

test('a size, weight or font outside the storefront’s type is refused, whatever the case its property is written in', async () => {
  for (const code of ['.a { font-size: 13px; }', '.a { FONT-SIZE: 13px; }', '.a { Font-Weight: 600; }', '.a { Font-Family: Georgia; }', '.a { FONT: 1rem serif; }']) {
    assert.equal((await lint(code)).length, 1, code);
  }
});
