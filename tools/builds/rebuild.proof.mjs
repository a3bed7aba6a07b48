// A build is a function of its source: each app built once more from this checkout writes the same files,
// byte for byte, as the suite's own build (`npm run build`), the record of when it was built aside. It
// builds, so it is no unit test: `npm run test:rebuild`, which `npm test` runs after that build.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import { APPS } from '../apps.mjs';
import { hasBuild, RECORD } from './builtFrom.mjs';
import { firstDifference } from './sameBytes.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

for (const { folder } of APPS) {
  test(`${folder}, built again from the same source, writes the same files`, () => {
    const dist = path.join(ROOT, folder, 'dist');
    const first = path.join(ROOT, '.tmp', 'first-build', folder);
    if (!hasBuild(folder)) execFileSync('npm', ['run', 'build', '-w', folder], { cwd: ROOT, stdio: 'inherit' });
    rmSync(first, { recursive: true, force: true });
    mkdirSync(path.dirname(first), { recursive: true });
    renameSync(dist, first);
    try {
      execFileSync('npm', ['run', 'build', '-w', folder], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    } catch (error) {
      rmSync(dist, { recursive: true, force: true });
      renameSync(first, dist);
      throw error;
    }
    const difference = firstDifference(first, dist, { skip: [RECORD] });
    rmSync(first, { recursive: true, force: true });
    assert.equal(difference, undefined, `${folder}: ${difference}`);
  });
}
