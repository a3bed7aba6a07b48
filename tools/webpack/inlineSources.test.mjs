import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cspHash, inlineScriptHashes, inlineStylesheets } from './inlineSources.mjs';

const PAGE = [
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
  '<link rel="stylesheet" href="/splash.css" />',
  '<link href="styles.0123456789.css" rel="stylesheet">',
  '<link rel="stylesheet" href="https://cdn.example.com/other.css" />',
].join('\n');

const FILES = {
  '/splash.css': '.splash{color:red}',
  'styles.0123456789.css': '.a{margin:0}\n/*# sourceMappingURL=styles.0123456789.css.map*/',
};

test("the build's stylesheets, in either attribute order, become style elements; others stay linked", () => {
  const { html } = inlineStylesheets(PAGE, (href) => FILES[href]);
  assert.equal(
    html,
    [
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
      '<style>.splash{color:red}</style>',
      '<style>.a{margin:0}</style>',
      '<link rel="stylesheet" href="https://cdn.example.com/other.css" />',
    ].join('\n'),
  );
});

test('each inlined style is named by the sha256 of its exact text, as CSP hashes it', () => {
  const { hashes } = inlineStylesheets(PAGE, (href) => FILES[href]);
  assert.deepEqual(hashes, [cspHash('.splash{color:red}'), cspHash('.a{margin:0}')]);
  assert.equal(cspHash('.a{margin:0}'), `'sha256-${createHash('sha256').update('.a{margin:0}').digest('base64')}'`);
});

test('each inline script of the page is listed by its hash; a script with a src is not', () => {
  const page = '<script async src="/env.js"></script><script>document.documentElement.dataset.a = "1"</script>';
  assert.deepEqual(inlineScriptHashes(page), [cspHash('document.documentElement.dataset.a = "1"')]);
});
