import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import { docsOf, inlineCode, isRepositoryPath, isSourceFileName, missingReferences, relativeLinks } from './docReferences.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

for (const doc of docsOf(root)) {
  test(`${doc}: every relative link and every repository path it names exists`, () => {
    assert.deepEqual(missingReferences(root, doc), []);
  });
}

test('the docs checked are the README, docs/ and each package’s README', () => {
  const docs = docsOf(root);
  assert.ok(['README.md', 'docs/architecture.md', 'docs/startup.md', 'bench/README.md'].every((doc) => docs.includes(doc)), docs.join(', '));
});

test('a link is checked unless it is an address or an anchor, and not inside a code block', () => {
  const markdown = '[a](docs/a.md#part) [b](https://example.test/x) [c](#here) [d](mailto:x@example.test)\n```sh\n[e](missing.md)\n```\n';
  assert.deepEqual(relativeLinks(markdown), ['docs/a.md']);
});

test('a path in backticks is one whose first folder is the repository’s, with no placeholder, glob or address', () => {
  const topLevel = new Set(['tools', 'host', 'package.json', '.github']);
  const paths = ['tools/apps.json', 'host/', 'package.json', '.github/CODEOWNERS'];
  const others = ['tools/*.mjs', 'e2e/x.ts', 'host/<name>/', 'users/{uid}', '/env.js', 'shop/Shop', 'npm run build', 'http://localhost:3000/x', 'tools'];
  assert.deepEqual(paths.filter((text) => isRepositoryPath(text, topLevel)), paths);
  assert.deepEqual(others.filter((text) => isRepositoryPath(text, topLevel)), []);
  assert.deepEqual(inlineCode('see `tools/apps.json` and ``a `b` c``'), ['tools/apps.json', 'a `b` c']);
});

test('a source file named by its name or the end of its path is checked; a build’s script or JSON is not', () => {
  assert.deepEqual(['lazySections.tsx', 'sections/lazySections.ts', 'base.mjs', 'App.module.css'].filter(isSourceFileName).length, 4);
  assert.deepEqual(['main.js', 'release.json', 'index.html', '../x.ts', 'zod/mini'].filter(isSourceFileName), []);
});

test('a doc naming a missing file, link or moved source fails with each; a file struck through must be gone', () => {
  const repo = mkdtempSync(path.join(tmpdir(), 'docs-'));
  mkdirSync(path.join(repo, 'docs'));
  mkdirSync(path.join(repo, 'host/src/sections'), { recursive: true });
  writeFileSync(path.join(repo, 'host/src/sections/lazySections.tsx'), '');
  writeFileSync(path.join(repo, '.gitignore'), 'dist/\n');
  writeFileSync(path.join(repo, 'README.md'), '');
  writeFileSync(
    path.join(repo, 'docs/a.md'),
    [
      '[ok](../README.md) [gone](b.md) `host/src/sections/lazySections.tsx` `sections/lazySections.tsx` `host/dist/main.js`',
      '`host/src/startApp.ts` `lazySections.ts` ~~`host/src/old.ts`~~ ~~`host/src/sections/lazySections.tsx`~~',
    ].join('\n'),
  );
  assert.deepEqual(missingReferences(repo, 'docs/a.md'), [
    'docs/a.md: link (b.md)',
    'docs/a.md: `host/src/startApp.ts`',
    'docs/a.md: `lazySections.ts`',
    'docs/a.md: `host/src/sections/lazySections.tsx` is struck through as gone but is there',
  ]);
});
