import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const read = (file) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
const own = read('./package.json');
const lock = read('./package-lock.json').packages;

// A deploy uploads this folder with its lockfile, and the build installs exactly that (`npm ci`), which
// fails, after the upload, on a lockfile that does not lock what package.json asks for.
test('the function’s lockfile locks what its package.json asks for', () => {
  const { dependencies, engines } = lock[''];
  assert.deepEqual({ dependencies, engines }, { dependencies: own.dependencies, engines: own.engines }, 'run `npm install --package-lock-only` in remote-shop/functions');
});

// `npm install` of the repository installs the shop's dependencies, which the emulator runs the function
// with, finding them above this folder as Node does. They must be the packages a deploy installs.
test('the function runs locally on the dependencies a deploy installs, at the same versions', () => {
  const shop = read('../package.json').devDependencies;
  const repository = read('../../package-lock.json').packages;
  for (const [name, range] of Object.entries(own.dependencies)) {
    assert.equal(shop[name], range, name);
    const local = repository[`remote-shop/node_modules/${name}`] ?? repository[`node_modules/${name}`];
    assert.equal(local?.version, lock[`node_modules/${name}`].version, `${name}: the emulator's and a deploy's`);
  }
});
