import assert from 'node:assert/strict';
import { test } from 'node:test';
import { globSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import stylelint from 'stylelint';
import config from '../../stylelint.config.mjs';
import { APPS } from '../apps.mjs';
import { readTokens, TOKENS_FILE } from '../brandTokens.mjs';
import { brandValuesOutsideCss, ruleName } from './brandTokens.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TOKENS_IMPORT = "import '@storefront/shared/src/brand/tokens.css';";

const lint = async (code, codeFilename = 'remote-cart/src/x.module.css') =>
  (await stylelint.lint({ code, codeFilename, config })).results[0].warnings.filter((w) => w.rule === ruleName).map((w) => w.text);

test('the contracts’ stylesheet names the brand’s colours and radii once, on :root', () => {
  const tokens = readTokens();
  assert.equal(tokens.get('--brand-green'), '#14532d');
  assert.equal(tokens.get('--brand-radius-s'), '6px');
});

test('a brand colour or radius written raw is refused, naming the token to read and where it is set', async () => {
  const warnings = await lint('.a { background: #14532D; border: 1px solid #1d4ed8; border-radius: 6px 12px; }');
  assert.equal(warnings.length, 4, warnings.join('\n'));
  assert.match(warnings[0], /write var\(--brand-green\) \(shared\/src\/brand\/tokens\.css sets it\)/);
});

test('a token read by name passes; so do other colours, radii and lengths', async () => {
  assert.deepEqual(await lint('.a { color: var(--brand-green); border-radius: var(--brand-radius-s) 50%; padding: 6px; border-color: #14532e; }'), []);
});

test('a fallback to a token, even its own value, an unknown token, or a token set outside the contracts’ stylesheet, is refused', async () => {
  assert.match((await lint('.a { color: var(--brand-green, #14532d); }'))[0], /takes no fallback/);
  assert.equal((await lint('.a { border-radius: var(--brand-radius-s, 6px); }')).length, 1);
  assert.equal((await lint('.a { color: var(--brand-teal); }')).length, 1);
  assert.equal((await lint(':root { --brand-green: #14532d; }')).length, 1);
  assert.equal((await lint(':root { --brand-green: #14532d; }', 'host/public/base.css')).length, 1);
  assert.deepEqual(await lint(':root { --brand-green: #14532d; }', TOKENS_FILE), []);
});

test('the contracts carry tokens, not UI: their stylesheet holds --brand-… properties on :root alone, and shared/ no other CSS', async () => {
  assert.deepEqual(await lint(':root { --brand-green: #14532d; color: red; } .button { color: var(--brand-green); }', TOKENS_FILE), [
    "shared/src/brand/tokens.css holds the brand's tokens alone: --brand-… properties on :root, no other rule (storefront/brand-tokens)",
    "shared/src/brand/tokens.css holds the brand's tokens alone: --brand-… properties on :root, no other rule (storefront/brand-tokens)",
  ]);
  assert.match((await lint('.a { color: red; }', 'shared/src/money/price.css'))[0], /shared\/ holds no CSS but the brand's tokens/);
});

test('a value changed in the one place asks no change of any team’s CSS: lint passes with the new values', async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'tokens-'));
  try {
    const changed = path.join(folder, 'tokens.css');
    // Every colour another, every radius half a pixel larger: values no team writes raw (one that a team
    // did would be refused in its file, as any brand value written raw is).
    writeFileSync(
      changed,
      readFileSync(TOKENS_FILE, 'utf8')
        .replace(/#([0-9a-f]{6})/gi, (_, hex) => `#${(0xffffff - parseInt(hex, 16)).toString(16).padStart(6, '0')}`)
        .replace(/(\d+)px/g, (_, px) => `${Number(px) + 0.5}px`),
    );
    assert.notEqual(readTokens(readFileSync(changed, 'utf8')).get('--brand-green'), readTokens().get('--brand-green'));
    const files = globSync('**/*.css', { cwd: ROOT, exclude: config.ignoreFiles }).filter((file) => path.resolve(ROOT, file) !== TOKENS_FILE);
    assert.ok(files.length > 40, `every team's CSS: ${files.length} files`);
    const withChanged = { ...config, rules: { ...config.rules, [ruleName]: [true, { tokensFile: changed }] } };
    const { results } = await stylelint.lint({ files: files.map((file) => path.join(ROOT, file)), config: withChanged });
    const problems = results.flatMap((result) => result.warnings.map((warning) => `${path.relative(ROOT, result.source)}:${warning.line} ${warning.text}`));
    assert.deepEqual(problems, []);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('every page of every team imports the tokens from its entry, and nothing else does: one set of values on the storefront', () => {
  for (const folder of [...APPS.map((app) => app.folder), 'tools/newTeam/template/remote']) {
    const code = globSync(`${folder}/src/**/*.{ts,tsx}`, { cwd: ROOT });
    const entries = code.filter((file) => /(^|\/)main\.tsx?$/.test(file));
    assert.ok(entries.length > 0, `${folder} has a page`);
    const importers = code.filter((file) => readFileSync(path.join(ROOT, file), 'utf8').includes(TOKENS_IMPORT));
    assert.deepEqual(importers.sort(), entries.sort(), `${folder}: ${TOKENS_IMPORT} in each entry (src/**/main.ts?), no other file`);
  }
});

test('no page, picture or code of the teams writes a brand colour, but the pictures named as exceptions', () => {
  assert.deepEqual(brandValuesOutsideCss(), []);
  // What it would find: the Google mark's blue, were it the brand's.
  assert.deepEqual(brandValuesOutsideCss(new Map([['--brand-blue', '#4285f4']])), ['remote-auth/src/forms/GoogleButton.tsx: #4285f4 (--brand-blue)']);
});

test('docs/contracts.md lists every token the file sets, and no other', () => {
  const doc = readFileSync(path.join(ROOT, 'docs', 'contracts.md'), 'utf8');
  const listed = [...doc.matchAll(/^\| `(--brand-[\w-]+)` \|/gm)].map(([, name]) => name);
  assert.deepEqual(listed, [...readTokens().keys()]);
});
