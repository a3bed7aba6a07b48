import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { functionDeployPlan } from './functionDeployPlan.mjs';

const require = createRequire(import.meta.url);

const { functions } = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));
const shop = { folder: 'remote-shop' };

test("the shop's function is deployed alone, to the project the environment names, knowing the host's default site", () => {
  const plan = functionDeployPlan({ app: shop, functions, env: { FIREBASE_PROJECT_ID: 'cashcarry-prod' } });
  assert.deepEqual(plan.firebaseArgs, ['deploy', '--project', 'cashcarry-prod', '--only', 'functions:shop', '--non-interactive', '--force']);
  assert.equal(plan.envFile, 'remote-shop/functions/.env.cashcarry-prod');
  assert.equal(plan.envText, 'STOREFRONT_HOST_URL=https://cashcarry-prod.web.app/\nSTOREFRONT_SHOP_URL=https://cashcarry-prod-shop.web.app/\n');
});

test("the host's site named in the environment, or its own domain, is the address the function serves for", () => {
  const named = functionDeployPlan({ app: shop, functions, env: { FIREBASE_PROJECT_ID: 'cashcarry-prod', FIREBASE_SITE_HOST: 'cashcarry-www' } });
  assert.equal(named.envText, 'STOREFRONT_HOST_URL=https://cashcarry-www.web.app/\nSTOREFRONT_SHOP_URL=https://cashcarry-prod-shop.web.app/\n');
  const domain = functionDeployPlan({ app: shop, functions, env: { FIREBASE_PROJECT_ID: 'cashcarry-prod', STOREFRONT_HOST_URL: 'https://www.cashcarry.example.co.uk/' } });
  assert.equal(domain.envText, 'STOREFRONT_HOST_URL=https://www.cashcarry.example.co.uk/\nSTOREFRONT_SHOP_URL=https://cashcarry-prod-shop.web.app/\n');
});

test("where the team's site is in a project of its own, the function goes to the host's, which Hosting rewrites to", () => {
  const plan = functionDeployPlan({ app: shop, functions, env: { FIREBASE_PROJECT_ID: 'cashcarry-shop', FIREBASE_HOST_PROJECT_ID: 'cashcarry-prod' } });
  assert.deepEqual(plan.firebaseArgs.slice(0, 3), ['deploy', '--project', 'cashcarry-prod']);
  assert.equal(plan.envText, 'STOREFRONT_HOST_URL=https://cashcarry-prod.web.app/\nSTOREFRONT_SHOP_URL=https://cashcarry-shop-shop.web.app/\n', "the team's own site, in its own project");
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

test('where the function’s images have no cleanup policy, the deploy sets firebase-tools’ own, of the days docs/deploy.md states, instead of failing with the function live', async () => {
  // firebase-tools' own step, which runs after the function is deployed, with the options the plan's arguments give it.
  const { promptForCleanupPolicyDays } = require('firebase-tools/lib/deploy/functions/prompts.js');
  const { DEFAULT_CLEANUP_DAYS } = require('firebase-tools/lib/functions/artifacts.js');
  const { firebaseArgs } = functionDeployPlan({ app: shop, functions, env: { FIREBASE_PROJECT_ID: 'cashcarry-prod' } });
  const options = (args) => ({ nonInteractive: args.includes('--non-interactive'), force: args.includes('--force') });
  assert.equal(await promptForCleanupPolicyDays(options(firebaseArgs), ['europe-west2']), DEFAULT_CLEANUP_DAYS);
  await assert.rejects(promptForCleanupPolicyDays(options(firebaseArgs.filter((arg) => arg !== '--force')), ['europe-west2']), /Functions successfully deployed but could not set up cleanup policy/, 'without --force: red, with the function live');
  const deploy = readFileSync(new URL('../../docs/deploy.md', import.meta.url), 'utf8');
  const days = DEFAULT_CLEANUP_DAYS === 1 ? '1 day' : `${DEFAULT_CLEANUP_DAYS} days`;
  assert.ok(deploy.includes(`container images older than ${days}`), `docs/deploy.md says the policy keeps images ${days}`);
});
