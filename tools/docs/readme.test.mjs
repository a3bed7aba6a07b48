// The README is the map a newcomer reads first: short enough to read at once, and naming every doc
// the details live in, so that nothing is only in the README and nothing in docs/ is unreachable from it.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import test from 'node:test';

const ROOT = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('README.md', ROOT), 'utf8');

test('the README is at most 120 lines', () => {
  const lines = readme.trimEnd().split('\n').length;
  assert.ok(lines <= 120, `README.md has ${lines} lines: move the detail to a doc in docs/ and link it`);
});

test('the README links every doc in docs/', () => {
  const docs = readdirSync(new URL('docs/', ROOT)).filter((name) => name.endsWith('.md'));
  const unlinked = docs.filter((doc) => !readme.includes(`](docs/${doc})`));
  assert.deepEqual(unlinked, [], `README.md links no ${unlinked.join(', ')}`);
});
