// The single-bundle control imports each team's exposed component by its federated id ('shop/Shop'),
// which its tsconfig.json maps to the file and localRemotes.ts imports: a remote of the app list missing
// from either would be missing from the control, so each is named here with the line to add.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import test from 'node:test';
import { REMOTES } from '../../tools/apps.mjs';

const here = new URL('./', import.meta.url);
const { paths } = JSON.parse(readFileSync(new URL('tsconfig.json', here), 'utf8')).compilerOptions;
const standIn = readFileSync(new URL('localRemotes.ts', here), 'utf8');

const exposed = REMOTES.map(({ name, folder, exposes }) => {
  const [[module, file]] = Object.entries(exposes);
  return { name, id: `${name}/${module.replace('./', '')}`, file: `../../${folder}/${file.replace('./', '')}` };
});

test('bench/single/tsconfig.json maps every remote’s exposed id to its file', () => {
  for (const { id, file } of exposed) {
    assert.deepEqual(paths[id], [file], `bench/single/tsconfig.json needs, in "paths":\n      "${id}": ["${file}"]`);
  }
  assert.deepEqual(Object.keys(paths).sort(), exposed.map(({ id }) => id).sort());
});

test('bench/single/localRemotes.ts imports every remote’s exposed component', () => {
  for (const { name, id } of exposed) {
    const line = `  ${name}: () => import(/* webpackChunkName: "${name}" */ '${id}'),`;
    assert.ok(standIn.includes(line), `bench/single/localRemotes.ts needs, in IMPORTS:\n${line}`);
  }
});
