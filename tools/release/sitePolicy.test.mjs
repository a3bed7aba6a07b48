// What a team's release uploads its remote's site with: the policy of that site, made from the project alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hostingSites } from '../sites/sites.mjs';

const policyOf = (env, target) => hostingSites({ env }).find((site) => site.target === target).headers[0].headers.find((header) => header.key === 'Content-Security-Policy').value;

test('a remote’s site policy names the project’s Firebase with FIREBASE_PROJECT_ID alone, as a team releases it', () => {
  const released = policyOf({ FIREBASE_PROJECT_ID: 'cashcarry-prod' }, 'cart');
  assert.match(released, /frame-src https:\/\/cashcarry-prod\.firebaseapp\.com;/);
  assert.doesNotMatch(released, /127\.0\.0\.1|demo-storefront/);
  assert.equal(released, policyOf({ FIREBASE_PROJECT_ID: 'cashcarry-prod', FIREBASE_API_KEY: 'AIza-host-key' }, 'cart'), 'the host’s API key changes nothing');
});

test('with no real project a remote’s site keeps the local stack’s policy', () => {
  assert.match(policyOf({}, 'cart'), /frame-src https:\/\/demo-storefront\.firebaseapp\.com http:\/\/127\.0\.0\.1:9099/);
});
