import assert from 'node:assert/strict';
import { test } from 'node:test';
import stylelint from 'stylelint';
import config from '../../stylelint.config.mjs';
import { ruleName } from './compositorOnlyKeyframes.mjs';

const lint = async (code) => (await stylelint.lint({ code, config })).results[0].warnings.filter((w) => w.rule === ruleName);

test('keyframes that move a background are refused, naming the property', async () => {
  const warnings = await lint('@keyframes shimmer { to { background-position: -200% 0; } }');
  assert.equal(warnings.length, 1);
  assert.match(warnings[0].text, /"background-position"/);
});

test('keyframes of transform, opacity and visibility pass, as do other properties outside keyframes', async () => {
  assert.deepEqual(await lint('@keyframes a { to { transform: translateX(100%); opacity: 0; visibility: hidden; } } .b { background-position: 0 0; }'), []);
});
