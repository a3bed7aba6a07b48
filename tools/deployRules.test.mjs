import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rulesDeployArgs } from './deployRules.mjs';

const config = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'));

test('the Firestore rules go to the project the environment names, alone, and the indexes with them where firebase.json names a file of them', () => {
  assert.deepEqual(rulesDeployArgs(config, { FIREBASE_PROJECT_ID: 'cashcarry-prod' }), ['deploy', '--project', 'cashcarry-prod', '--only', 'firestore:rules', '--non-interactive']);
  const withIndexes = { firestore: { rules: 'firestore.rules', indexes: 'firestore.indexes.json' } };
  assert.equal(rulesDeployArgs(withIndexes, { FIREBASE_PROJECT_ID: 'cashcarry-prod' })[4], 'firestore:rules,firestore:indexes');
});

test('the demo project or none is refused before firebase-tools runs', () => {
  assert.throws(() => rulesDeployArgs(config, { FIREBASE_PROJECT_ID: 'demo-storefront' }), /Refusing to deploy to the demo project "demo-storefront"/);
  const run = spawnSync(process.execPath, [fileURLToPath(new URL('./deployRules.mjs', import.meta.url))], { encoding: 'utf8', env: { ...process.env, FIREBASE_PROJECT_ID: '' } });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /^Refusing to deploy to no project/);
});
