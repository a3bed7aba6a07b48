import { test } from 'node:test';
import assert from 'node:assert/strict';
import { REMOTES } from '../apps.mjs';
import { contentSecurityPolicy } from '../sites/securityPolicy.mjs';
import { DEPLOY_VARIABLES, deployedEnvScript, runtimeConfigFromEnv } from './envScript.mjs';

test("each remote's site comes from the environment at run time, defaulting to the local ports", () => {
  assert.equal(runtimeConfigFromEnv({}).remotes.cart, 'http://localhost:3002/');
  assert.equal(runtimeConfigFromEnv({ STOREFRONT_CART_URL: 'https://cart.example.com' }).remotes.cart, 'https://cart.example.com/');
  assert.equal(runtimeConfigFromEnv({ STOREFRONT_CART_URL: 'https://cart.example.com/mf-manifest.json' }).remotes.cart, 'https://cart.example.com/', 'a manifest names its site');
});

test('env.js names only where each remote is: which of its builds runs is read from its own site', () => {
  const config = runtimeConfigFromEnv({ STOREFRONT_CART_URL: 'https://cart.example.com/', STOREFRONT_CART_PREVIOUS_URL: 'https://cart.example.com/v/7/mf-manifest.json' });
  assert.deepEqual(Object.keys(config), ['remotes', 'firebase', 'emulators']);
});

test('env.js for a deployed site is refused, naming what is missing, rather than written with the local defaults', () => {
  const others = REMOTES.filter(({ name }) => name !== 'shop').map(({ name }) => `STOREFRONT_${name.toUpperCase()}_URL`);
  assert.throws(() => deployedEnvScript({ STOREFRONT_SHOP_URL: 'https://shop.example.com/' }), new RegExp(`needs ${[...others, 'FIREBASE_API_KEY', 'FIREBASE_PROJECT_ID'].join(', ')};`));
  const env = Object.fromEntries(DEPLOY_VARIABLES.map((name) => [name, name.startsWith('STOREFRONT') ? `https://${name.split('_')[1].toLowerCase()}.example.com/` : 'prod']));
  const script = deployedEnvScript(env);
  assert.ok(!script.includes('localhost') && !script.includes('127.0.0.1'), script);
  assert.ok(script.includes('"cart":"https://cart.example.com/"'), script);
});

test('a real Firebase project turns the emulators off', () => {
  assert.ok(runtimeConfigFromEnv({}).emulators);
  const real = runtimeConfigFromEnv({ FIREBASE_PROJECT_ID: 'shop-prod', FIREBASE_API_KEY: 'AIza-test' });
  assert.equal(real.emulators, undefined);
  assert.equal(real.firebase.authDomain, 'shop-prod.firebaseapp.com');
});

test('the CSP allows scripts only from the apps, Google sign-in and the inline scripts the build hashed', () => {
  const csp = contentSecurityPolicy(runtimeConfigFromEnv({}));
  assert.deepEqual(csp['script-src'], ["'self'", ...REMOTES.map(({ port }) => `http://localhost:${port}`), 'https://apis.google.com']);
  const page = contentSecurityPolicy(runtimeConfigFromEnv({}), { inlineScripts: ["'sha256-def='"], inlineStyles: ["'sha256-abc='"] });
  assert.ok(page['script-src'].includes("'sha256-def='") && page['style-src'].includes("'sha256-abc='"));
  for (const directive of ['style-src', 'script-src']) assert.ok(!page[directive].includes("'unsafe-inline'"), directive);
  assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
});
