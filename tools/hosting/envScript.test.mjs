import { test } from 'node:test';
import assert from 'node:assert/strict';
import { contentSecurityPolicy } from './securityPolicy.mjs';
import { DEPLOY_VARIABLES, deployedEnvScript, runtimeConfigFromEnv } from './envScript.mjs';

test('remote URLs come from the environment at run time, defaulting to the local ports', () => {
  assert.equal(runtimeConfigFromEnv({}).remotes.cart, 'http://localhost:3002/mf-manifest.json');
  const moved = runtimeConfigFromEnv({ STOREFRONT_CART_URL: 'https://cart.example.com/mf-manifest.json' });
  assert.equal(moved.remotes.cart, 'https://cart.example.com/mf-manifest.json');
});

test("a remote's last known good version comes from the environment too, and the CSP allows its origin", () => {
  assert.equal(runtimeConfigFromEnv({}).previousRemotes, undefined);
  const config = runtimeConfigFromEnv({
    STOREFRONT_CART_URL: 'https://cart.example.com/v/8/mf-manifest.json',
    STOREFRONT_CART_PREVIOUS_URL: 'https://cart-archive.example.com/v/7/mf-manifest.json',
  });
  assert.deepEqual(config.previousRemotes, { cart: 'https://cart-archive.example.com/v/7/mf-manifest.json' });
  assert.ok(contentSecurityPolicy(config)['script-src'].includes('https://cart-archive.example.com'));
});

test('env.js for a deployed site is refused, naming what is missing, rather than written with the local defaults', () => {
  assert.throws(() => deployedEnvScript({ STOREFRONT_SHOP_URL: 'https://shop.example.com/mf-manifest.json' }), /needs STOREFRONT_CART_URL, STOREFRONT_AUTH_URL, FIREBASE_API_KEY, FIREBASE_PROJECT_ID/);
  const env = Object.fromEntries(DEPLOY_VARIABLES.map((name) => [name, name.startsWith('STOREFRONT') ? `https://${name.toLowerCase()}.example.com/mf-manifest.json` : 'prod']));
  const script = deployedEnvScript(env);
  assert.ok(!script.includes('localhost') && !script.includes('127.0.0.1'), script);
});

test("a deployed page falls back to the build each remote's site keeps at /previous/, unless the environment names another", () => {
  const env = Object.fromEntries(DEPLOY_VARIABLES.map((name) => [name, name.startsWith('STOREFRONT') ? `https://${name.split('_')[1].toLowerCase()}.example.com/mf-manifest.json` : 'prod']));
  const config = (script) => JSON.parse(script.slice(script.indexOf('=') + 1).replace(/;\s*$/, ''));
  assert.deepEqual(config(deployedEnvScript(env)).previousRemotes, {
    shop: 'https://shop.example.com/previous/mf-manifest.json',
    cart: 'https://cart.example.com/previous/mf-manifest.json',
    auth: 'https://auth.example.com/previous/mf-manifest.json',
  });
  const pinned = { ...env, STOREFRONT_CART_URL: 'https://cart.example.com/v/6/mf-manifest.json', STOREFRONT_CART_PREVIOUS_URL: 'https://cart.example.com/v/5/mf-manifest.json' };
  assert.equal(config(deployedEnvScript(pinned)).previousRemotes.cart, 'https://cart.example.com/v/5/mf-manifest.json');
  assert.equal(config(deployedEnvScript(pinned)).remotes.cart, 'https://cart.example.com/v/6/mf-manifest.json');
});

test('a real Firebase project turns the emulators off', () => {
  assert.ok(runtimeConfigFromEnv({}).emulators);
  const real = runtimeConfigFromEnv({ FIREBASE_PROJECT_ID: 'shop-prod', FIREBASE_API_KEY: 'AIza-test' });
  assert.equal(real.emulators, undefined);
  assert.equal(real.firebase.authDomain, 'shop-prod.firebaseapp.com');
});

test('the CSP allows scripts only from the apps, Google sign-in and the inline scripts the build hashed', () => {
  const csp = contentSecurityPolicy(runtimeConfigFromEnv({}));
  assert.deepEqual(csp['script-src'], ["'self'", 'http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003', 'https://apis.google.com']);
  const page = contentSecurityPolicy(runtimeConfigFromEnv({}), { inlineScripts: ["'sha256-def='"], inlineStyles: ["'sha256-abc='"] });
  assert.ok(page['script-src'].includes("'sha256-def='") && page['style-src'].includes("'sha256-abc='"));
  for (const directive of ['style-src', 'script-src']) assert.ok(!page[directive].includes("'unsafe-inline'"), directive);
  assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
});
