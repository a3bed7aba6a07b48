import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildToServe } from './liveBuild.mjs';

const RELEASE = { live: 5, knownGood: 4, pins: [], builds: [{ id: 6, files: [] }, { id: 5, files: [] }, { id: 4, files: [] }] };

test('reads the live build’s files from its folder and names them there, where they never change', () => {
  assert.deepEqual(buildToServe(RELEASE, null), { folder: 'v/5/', base: 'v/5/', shared: true });
});

test('a site with no release file holds one build at its root', () => {
  assert.deepEqual(buildToServe({ pins: [], builds: [] }, null), { folder: '', base: '', shared: true });
});

test('a candidate the site keeps is read and named from its own folder, and kept for nobody else', () => {
  assert.deepEqual(buildToServe(RELEASE, '6'), { folder: 'v/6/', base: 'v/6/', shared: false });
});

test('a candidate the site does not keep shows the live build, as the page then runs it', () => {
  assert.deepEqual(buildToServe(RELEASE, '9'), { folder: 'v/5/', base: 'v/5/', shared: false });
  assert.deepEqual(buildToServe(RELEASE, 'x'), { folder: 'v/5/', base: 'v/5/', shared: false });
});
