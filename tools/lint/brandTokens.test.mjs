import assert from 'node:assert/strict';
import { test } from 'node:test';
import stylelint from 'stylelint';
import config from '../../stylelint.config.mjs';
import { readTokens, ruleName, TOKENS_FILE } from './brandTokens.mjs';

const lint = async (code, codeFilename = 'remote-cart/src/x.module.css') =>
  (await stylelint.lint({ code, codeFilename, config })).results[0].warnings.filter((w) => w.rule === ruleName).map((w) => w.text);

test('the host names the brand’s colours and radii once, on :root', () => {
  const tokens = readTokens();
  assert.equal(tokens.get('--brand-green'), '#14532d');
  assert.equal(tokens.get('--brand-radius-s'), '6px');
});

test('a brand colour or radius written raw is refused, naming the token to read', async () => {
  const warnings = await lint('.a { background: #14532D; border: 1px solid #1d4ed8; border-radius: 6px 12px; }');
  assert.equal(warnings.length, 4, warnings.join('\n'));
  assert.match(warnings[0], /write var\(--brand-green, #14532d\)/);
});

test('a token read with its own fallback, or none, passes; so do other colours, radii and lengths', async () => {
  assert.deepEqual(
    await lint('.a { color: var(--brand-green, #14532d); background: var(--brand-yellow); border-radius: var(--brand-radius-s, 6px) 50%; padding: 6px; border-color: #14532e; }'),
    [],
  );
});

test('a fallback that differs from the brand’s value, an unknown token, or a token set outside the host’s base, is refused', async () => {
  assert.equal((await lint('.a { color: var(--brand-green, #166534); }')).length, 1);
  assert.equal((await lint('.a { color: var(--brand-teal, #0d9488); }')).length, 1);
  assert.equal((await lint(':root { --brand-green: #14532d; }')).length, 1);
  assert.deepEqual(await lint(':root { --brand-green: #14532d; }', TOKENS_FILE), []);
});
