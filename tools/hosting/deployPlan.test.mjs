import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '../apps.mjs';
import { deployPlan, siteOf } from './deployPlan.mjs';

/** A production environment: the project, and each remote's site of the app list. */
const PRODUCTION = {
  FIREBASE_PROJECT_ID: 'cashcarry-prod',
  FIREBASE_API_KEY: 'AIza-test',
  ...Object.fromEntries(REMOTES.map(({ name }) => [`STOREFRONT_${name.toUpperCase()}_URL`, `https://${name}.cashcarry.example.co.uk/`])),
};
/** `npm run release -- shop|cart|…` as a pattern, the remotes from the app list. */
const RELEASE_USAGE = `npm run release -- ${REMOTES.map(({ name }) => name).join('\\|')}`;

test('the host ships to the project the environment names, with the env.js naming each remote’s site', () => {
  const plan = deployPlan({ argv: [], env: PRODUCTION });
  assert.equal(plan.site, 'cashcarry-prod');
  assert.deepEqual(plan.firebaseArgs, ['deploy', '--project', 'cashcarry-prod', '--only', 'hosting:host']);
  assert.equal(plan.build, true);
  assert.ok(plan.envScript.includes('"cart":"https://cart.cashcarry.example.co.uk/"') && !plan.envScript.includes('localhost'));
  assert.equal(plan.hostUrl, 'https://cashcarry-prod.web.app/', 'the address its robots.txt names, as the shop’s function knows it');
  assert.equal(deployPlan({ argv: [], env: { ...PRODUCTION, STOREFRONT_HOST_URL: 'https://www.cashcarry.example.co.uk/' } }).hostUrl, 'https://www.cashcarry.example.co.uk/');
});

test('a site other than the convention is named in the environment; firebase options pass through', () => {
  const plan = deployPlan({ argv: ['--message', 'v42'], env: { ...PRODUCTION, FIREBASE_SITE_HOST: 'cashcarry-www' } });
  assert.equal(plan.site, 'cashcarry-www');
  assert.deepEqual(plan.firebaseArgs.slice(-2), ['--message', 'v42']);
  assert.equal(siteOf('cart', 'cashcarry-prod', {}), 'cashcarry-prod-cart');
  assert.equal(siteOf('cart', 'cashcarry-prod', { FIREBASE_SITE_CART: 'cart-eu' }), 'cart-eu');
  // A workflow passes a variable GitHub does not have as an empty one.
  assert.equal(siteOf('cart', 'cashcarry-prod', { FIREBASE_SITE_CART: '' }), 'cashcarry-prod-cart');
});

test('with --no-build it ships the build there is, and firebase never sees the option', () => {
  const plan = deployPlan({ argv: ['--no-build', '--message', 'v42'], env: PRODUCTION });
  assert.equal(plan.build, false);
  assert.deepEqual(plan.firebaseArgs.slice(-2), ['--message', 'v42']);
  assert.ok(!plan.firebaseArgs.includes('--no-build'));
});

test('the demo project, no project, a missing variable or a remote is refused with what to do', () => {
  assert.throws(() => deployPlan({ argv: [], env: { ...PRODUCTION, FIREBASE_PROJECT_ID: 'demo-storefront' } }), /Refusing to deploy to the demo project "demo-storefront": set FIREBASE_PROJECT_ID/);
  assert.throws(() => deployPlan({ argv: [], env: {} }), /Refusing to deploy to no project/);
  assert.throws(() => deployPlan({ argv: [], env: { ...PRODUCTION, STOREFRONT_CART_URL: undefined } }), /needs STOREFRONT_CART_URL/);
  assert.throws(() => deployPlan({ argv: ['--only', 'hosting:cart'], env: PRODUCTION }), new RegExp(`a remote is released on its own site: ${RELEASE_USAGE}`));
});

test('`npm run deploy` with the local demo project stops before building anything, saying why', () => {
  const script = fileURLToPath(new URL('../deploy.mjs', import.meta.url));
  assert.throws(
    () => execFileSync(process.execPath, [script], { env: { ...process.env, FIREBASE_PROJECT_ID: 'demo-storefront' }, stdio: 'pipe' }),
    (error) => error.status === 1 && /Refusing to deploy to the demo project "demo-storefront"/.test(error.stderr.toString()),
  );
});
