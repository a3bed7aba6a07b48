import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const read = (file) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));

// A deploy installs the function's own dependencies; `npm install` of the repository installs the shop's,
// which the emulator runs the function with. Both must be the same packages at the same ranges.
test('the function runs locally on the dependencies a deploy installs', () => {
  const shop = read('../package.json').devDependencies;
  for (const [name, range] of Object.entries(read('./package.json').dependencies)) assert.equal(shop[name], range, name);
});
