import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import { docsOf, missingPaths, repositoryPaths } from './docPaths.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

for (const doc of docsOf(root)) {
  test(`${doc}: every repository path it names exists`, () => {
    assert.deepEqual(missingPaths(root, doc), []);
  });
}

test('a path is one word from a top-level entry, with a folder or an ending, never a placeholder, glob or address, nor inside a code block', () => {
  const top = new Set(['tools', 'docs', 'package.json', '.github']);
  const markdown = '`tools/apps.json`, `package.json`, `.github/dependabot.yml`, `tools/<name>.mjs`, `tools/**`, `/env.js`, `users/{uid}`, `tools`\n```\ntools/inside.mjs\n```\n';
  assert.deepEqual(repositoryPaths(markdown, top), ['tools/apps.json', 'package.json', '.github/dependabot.yml']);
});

test('a doc naming a path that is not there fails with it; one a build writes, which git ignores, is not checked', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-'));
  mkdirSync(path.join(dir, 'tools'));
  writeFileSync(path.join(dir, 'tools', 'here.mjs'), '');
  writeFileSync(path.join(dir, '.gitignore'), 'dist/\n');
  writeFileSync(path.join(dir, 'README.md'), 'See `tools/here.mjs`, `tools/gone.mjs` and `tools/dist/built.js`.\n');
  assert.deepEqual(missingPaths(dir, 'README.md'), ['README.md: `tools/gone.mjs`']);
});
