import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import endpoint from './endpoint.json' with { type: 'json' };
import * as functions from './index.mjs';

const { shopPage } = functions;

// What a deploy reads of the function (firebase-functions' own description of it, as firebase-tools gets it).
test('the function runs as an account of its own in the host’s project, never the project’s default compute account', () => {
  assert.equal(shopPage.__endpoint.platform, 'gcfv2');
  assert.equal(shopPage.__endpoint.serviceAccountEmail, 'shop-function@', 'firebase-tools completes it with the project: shop-function@<project>.iam.gserviceaccount.com');
  assert.deepEqual(shopPage.__endpoint.region, [endpoint.region]);
  assert.equal(functions[endpoint.functionId], shopPage, 'the function is exported by the name Hosting rewrites to');
  const deploy = readFileSync(new URL('../../docs/deploy.md', import.meta.url), 'utf8');
  assert.ok(deploy.includes('`shop-function@<host project>.iam.gserviceaccount.com`'), 'docs/deploy.md says which account to make, and who may act as it');
});
