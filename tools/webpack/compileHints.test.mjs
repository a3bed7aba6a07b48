import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from './compileHints.mjs';

function build(dir) {
  writeFileSync(path.join(dir, 'entry.js'), "import(/* webpackChunkName: \"hinted\" */ './hinted.js').then((m) => m.run());\n");
  writeFileSync(path.join(dir, 'hinted.js'), 'export function run() {\n  return globalThis.answer = 42;\n}\n');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './entry.js' },
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].js' },
    plugins: [new CompileHintsPlugin(['hinted'])],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => (error || stats.hasErrors() ? reject(error ?? new Error(stats.toString())) : resolve())),
  );
}

test('the named chunk starts with the compile hint, after minifying; other scripts do not', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hints-'));
  await build(dir);
  const read = (file) => readFileSync(path.join(dir, 'dist', file), 'utf8');
  assert.ok(read('hinted.js').startsWith(COMPILE_HINT), read('hinted.js').slice(0, 80));
  assert.ok(!read('hinted.js').includes('\n  return'), 'the chunk is minified');
  assert.ok(!read('main.js').includes('allFunctionsCalledOnLoad'));
  assert.deepEqual(readdirSync(path.join(dir, 'dist')).sort(), ['hinted.js', 'hinted.js.map', 'main.js', 'main.js.map']);
});

test("the chunk's source map accounts for the hint's line", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hints-'));
  await build(dir);
  const { mappings } = JSON.parse(readFileSync(path.join(dir, 'dist', 'hinted.js.map'), 'utf8'));
  // Lines are separated by `;`: the hint's line maps to nothing, the minified code on the next one does.
  const [hintLine, codeLine] = mappings.split(';');
  assert.equal(hintLine, '');
  assert.ok(codeLine.length > 0);
});
