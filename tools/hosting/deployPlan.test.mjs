import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { deployPlan } from './deployPlan.mjs';

const PRODUCTION = {
  FIREBASE_PROJECT_ID: 'cashcarry-prod',
  FIREBASE_API_KEY: 'AIza-test',
  STOREFRONT_HOST_URL: 'https://cashcarry.example.co.uk',
  STOREFRONT_SHOP_URL: 'https://shop.cashcarry.example.co.uk/mf-manifest.json',
  STOREFRONT_CART_URL: 'https://cart.cashcarry.example.co.uk/mf-manifest.json',
  STOREFRONT_AUTH_URL: 'https://auth.cashcarry.example.co.uk/mf-manifest.json',
};

test('one team ships its own site to the project the environment names', () => {
  const plan = deployPlan({ argv: ['--only', 'hosting:shop'], env: PRODUCTION });
  assert.deepEqual(plan.targets, ['shop']);
  assert.deepEqual(plan.sites, { shop: 'cashcarry-prod-shop' });
  assert.deepEqual(plan.firebaseArgs, ['deploy', '--project', 'cashcarry-prod', '--only', 'hosting:shop']);
  assert.deepEqual(plan.siteUrls, { shop: new URL('https://shop.cashcarry.example.co.uk/') });
  assert.ok(plan.envScript.includes('https://shop.cashcarry.example.co.uk/mf-manifest.json') && !plan.envScript.includes('localhost'));
});

test('a site other than the convention is named in the environment; `hosting` ships all four', () => {
  const plan = deployPlan({ argv: ['--only', 'hosting', '--message', 'v42'], env: { ...PRODUCTION, FIREBASE_SITE_CART: 'cart-eu' } });
  assert.deepEqual(plan.sites, { host: 'cashcarry-prod', shop: 'cashcarry-prod-shop', cart: 'cart-eu', auth: 'cashcarry-prod-auth' });
  assert.deepEqual(plan.firebaseArgs.slice(-2), ['--message', 'v42']);
  assert.deepEqual(Object.keys(plan.siteUrls), ['shop', 'cart', 'auth'], 'the host keeps no versions: only remotes are loaded by manifest');
});

test('`--no-build` ships the builds already made, for a change of env.js alone, and is not passed to firebase', () => {
  assert.equal(deployPlan({ argv: ['--only', 'hosting:shop'], env: PRODUCTION }).build, true);
  const plan = deployPlan({ argv: ['--only', 'hosting:host', '--no-build'], env: { ...PRODUCTION, STOREFRONT_CART_URL: 'https://cart.cashcarry.example.co.uk/v/6/mf-manifest.json' } });
  assert.equal(plan.build, false);
  assert.deepEqual(plan.firebaseArgs, ['deploy', '--project', 'cashcarry-prod', '--only', 'hosting:host']);
  assert.ok(plan.envScript.includes('https://cart.cashcarry.example.co.uk/v/6/mf-manifest.json'));
});

test('the demo project, no project, a missing variable or an unknown target is refused with what to do', () => {
  assert.throws(() => deployPlan({ argv: ['--only', 'hosting:shop'], env: { ...PRODUCTION, FIREBASE_PROJECT_ID: 'demo-storefront' } }), /Refusing to deploy to the demo project "demo-storefront": set FIREBASE_PROJECT_ID/);
  assert.throws(() => deployPlan({ argv: ['--only', 'hosting:shop'], env: {} }), /Refusing to deploy to no project/);
  assert.throws(() => deployPlan({ argv: ['--only', 'hosting:shop'], env: { ...PRODUCTION, STOREFRONT_CART_URL: undefined } }), /needs STOREFRONT_CART_URL/);
  assert.throws(() => deployPlan({ argv: ['--only', 'hosting:shop'], env: { ...PRODUCTION, STOREFRONT_HOST_URL: undefined } }), /needs STOREFRONT_HOST_URL/);
  assert.throws(() => deployPlan({ argv: ['--only', 'hosting:basket'], env: PRODUCTION }), /Cannot deploy "hosting:basket"/);
  assert.throws(() => deployPlan({ argv: [], env: PRODUCTION }), /Say which sites to deploy/);
});

test('`npm run deploy` with the local demo project stops before building anything, saying why', () => {
  const script = fileURLToPath(new URL('../deploy.mjs', import.meta.url));
  assert.throws(
    () => execFileSync(process.execPath, [script, '--only', 'hosting:shop'], { env: { ...process.env, FIREBASE_PROJECT_ID: 'demo-storefront' }, stdio: 'pipe' }),
    (error) => error.status === 1 && /Refusing to deploy to the demo project "demo-storefront"/.test(error.stderr.toString()),
  );
});
