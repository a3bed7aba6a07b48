import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import importCircles, { ruleName } from './noImportCircle.mjs';

/** Lints a folder's files with the rule alone; answers each message as `file: text`. */
async function lintIn(folder, options = {}) {
  const eslint = new ESLint({
    cwd: folder,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { storefront: importCircles }, rules: { [`storefront/${ruleName}`]: ['error', options] } }],
  });
  const results = await eslint.lintFiles(['**/*.ts']);
  return results.flatMap(({ filePath, messages }) => messages.map(({ message }) => `${path.basename(filePath)}: ${message}`));
}

/** Lints files written to a folder of their own. */
async function lint(files) {
  const folder = mkdtempSync(path.join(tmpdir(), 'circle-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  return lintIn(folder);
}

test('a circle through a type-only import and an import() is refused in each of its files, naming the route', async () => {
  const messages = await lint({
    'scheduler.ts': "export type Bus = { send(): void };\nexport const start = () => import('./appChunk');\n",
    'appChunk.ts': "import type { Bus } from './scheduler';\nexport const bus: Bus = { send() {} };\n",
  });
  assert.equal(messages.length, 2, messages.join('\n'));
  assert.match(messages.find((message) => message.startsWith('appChunk.ts')) ?? '', /appChunk\.ts → scheduler\.ts → appChunk\.ts/);
});

test('imports that lead down, never back, pass; so do packages', async () => {
  assert.deepEqual(
    await lint({
      'main.ts': "import { start } from './scheduler';\nimport 'react';\nvoid start(() => import('./appChunk'));\n",
      'scheduler.ts': "export type Page = { hydrate(): void };\nexport const start = (load: () => Promise<Page>) => load();\n",
      'appChunk.ts': "import type { Page } from './scheduler';\nexport const hydrate: Page['hydrate'] = () => undefined;\n",
    }),
    [],
  );
});

test('with `folders`, two folders of src/ whose files import each other, with no circle of files, are refused', async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'rooms-'));
  for (const room of ['src/header', 'src/trade']) mkdirSync(path.join(folder, room), { recursive: true });
  writeFileSync(path.join(folder, 'src/header/navigation.ts'), "import { PAGES } from '../trade/pages';\nexport const links = PAGES;\n");
  writeFileSync(path.join(folder, 'src/header/Header.ts'), 'export const Header = 1;\n');
  writeFileSync(path.join(folder, 'src/trade/pages.ts'), 'export const PAGES = [];\n');
  writeFileSync(path.join(folder, 'src/trade/TradePage.ts'), "import { Header } from '../header/Header';\nexport const page = Header;\n");
  assert.deepEqual(await lintIn(folder), []);
  const messages = await lintIn(folder, { folders: true });
  assert.equal(messages.length, 2, messages.join('\n'));
  assert.match(messages.find((message) => message.startsWith('navigation.ts')) ?? '', /header → trade → header \(src\/trade\/TradePage\.ts imports src\/header\/Header\.ts\)/);
});
