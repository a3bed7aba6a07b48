import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { functionDeployPlan } from './functionDeployPlan.mjs';

const { functions } = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));
const shop = { folder: 'remote-shop' };

test("the shop's function is deployed alone, to the project the environment names, knowing the host's default site", () => {
  const plan = functionDeployPlan({ app: shop, functions, env: { FIREBASE_PROJECT_ID: 'cashcarry-prod' } });
  assert.deepEqual(plan.firebaseArgs, ['deploy', '--project', 'cashcarry-prod', '--only', 'functions:shop', '--non-interactive']);
  assert.equal(plan.envFile, 'remote-shop/functions/.env.cashcarry-prod');
  assert.equal(plan.envText, 'STOREFRONT_HOST_URL=https://cashcarry-prod.web.app/\n');
});

test("the host's site named in the environment, or its own domain, is the address the function serves for", () => {
  const named = functionDeployPlan({ app: shop, functions, env: { FIREBASE_PROJECT_ID: 'cashcarry-prod', FIREBASE_SITE_HOST: 'cashcarry-www' } });
  assert.equal(named.envText, 'STOREFRONT_HOST_URL=https://cashcarry-www.web.app/\n');
  const domain = functionDeployPlan({ app: shop, functions, env: { FIREBASE_PROJECT_ID: 'cashcarry-prod', STOREFRONT_HOST_URL: 'https://www.cashcarry.example.co.uk/' } });
  assert.equal(domain.envText, 'STOREFRONT_HOST_URL=https://www.cashcarry.example.co.uk/\n');
});

test("where the team's site is in a project of its own, the function goes to the host's, which Hosting rewrites to", () => {
  const plan = functionDeployPlan({ app: shop, functions, env: { FIREBASE_PROJECT_ID: 'cashcarry-shop', FIREBASE_HOST_PROJECT_ID: 'cashcarry-prod' } });
  assert.deepEqual(plan.firebaseArgs.slice(0, 3), ['deploy', '--project', 'cashcarry-prod']);
  assert.equal(plan.envText, 'STOREFRONT_HOST_URL=https://cashcarry-prod.web.app/\n');
});

test('refused: a team without a function, the demo project or none, and a host address that is not a site', () => {
  assert.throws(() => functionDeployPlan({ app: { folder: 'remote-cart' }, functions, env: { FIREBASE_PROJECT_ID: 'cashcarry-prod' } }), /remote-cart has no Cloud Function/);
  assert.throws(() => functionDeployPlan({ app: shop, functions, env: { FIREBASE_PROJECT_ID: 'demo-storefront' } }), /demo project "demo-storefront"/);
  assert.throws(() => functionDeployPlan({ app: shop, functions, env: {} }), /no project/);
  assert.throws(
    () => functionDeployPlan({ app: shop, functions, env: { FIREBASE_PROJECT_ID: 'cashcarry-prod', STOREFRONT_HOST_URL: 'http://www.example.co.uk/shop' } }),
    /must be the host's site, https and ending in \//,
  );
});
