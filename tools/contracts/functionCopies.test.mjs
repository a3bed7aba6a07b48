import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { copyOf, FUNCTION_COPIES } from './functionCopies.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

for (const { definition, copy } of FUNCTION_COPIES) {
  test(`the shop’s function is deployed with ${definition} as it is written`, () => {
    assert.ok(readFileSync(path.join(ROOT, copy), 'utf8') === copyOf(definition), `${copy} is not ${definition}: run node tools/contracts/functionCopies.mjs --write`);
  });
}
