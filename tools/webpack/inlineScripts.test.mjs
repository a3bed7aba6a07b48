import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inlineScriptHashes } from './inlineScripts.mjs';
import { cspHash } from './inlineStyles.mjs';

test('each inline script of the page is listed by its hash; a script with a src is not', () => {
  const page = '<script async src="/env.js"></script><script>document.documentElement.dataset.a = "1"</script>';
  assert.deepEqual(inlineScriptHashes(page), [cspHash('document.documentElement.dataset.a = "1"')]);
});
