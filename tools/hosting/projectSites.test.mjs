import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hostUrlOf, projectOf, siteOf } from './projectSites.mjs';

test('each site is <project>-<target>, the host’s <project>, unless the environment names another', () => {
  assert.equal(siteOf('host', 'cashcarry-prod', {}), 'cashcarry-prod');
  assert.equal(siteOf('host', 'cashcarry-prod', { FIREBASE_SITE_HOST: 'cashcarry-www' }), 'cashcarry-www');
  assert.equal(siteOf('cart', 'cashcarry-prod', {}), 'cashcarry-prod-cart');
  assert.equal(siteOf('cart', 'cashcarry-prod', { FIREBASE_SITE_CART: 'cart-eu' }), 'cart-eu');
  // A workflow passes a variable GitHub does not have as an empty one.
  assert.equal(siteOf('cart', 'cashcarry-prod', { FIREBASE_SITE_CART: '' }), 'cashcarry-prod-cart');
});

test('the storefront’s address is the host’s site, or the domain STOREFRONT_HOST_URL names, https and ending in /', () => {
  assert.equal(hostUrlOf('cashcarry-prod', {}), 'https://cashcarry-prod.web.app/');
  assert.equal(hostUrlOf('cashcarry-prod', { STOREFRONT_HOST_URL: 'https://www.cashcarry.example.co.uk/' }), 'https://www.cashcarry.example.co.uk/');
  assert.throws(() => hostUrlOf('cashcarry-prod', { STOREFRONT_HOST_URL: 'http://www.cashcarry.example.co.uk' }), /it must be the host's site, https and ending in \//);
});

test('the demo project, or none, is refused with what to set', () => {
  assert.equal(projectOf({ FIREBASE_PROJECT_ID: 'cashcarry-prod' }), 'cashcarry-prod');
  assert.throws(() => projectOf({ FIREBASE_PROJECT_ID: 'demo-storefront' }), /Refusing to deploy to the demo project "demo-storefront": set FIREBASE_PROJECT_ID/);
  assert.throws(() => projectOf({}), /Refusing to deploy to no project/);
});
