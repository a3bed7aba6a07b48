import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cacheControlFor, createStaticApp, hashesListed } from './staticApp.mjs';
import { contentSecurityPolicy } from './securityPolicy.mjs';
import { DEPLOY_VARIABLES, deployedEnvScript, runtimeConfigFromEnv } from './envScript.mjs';

test('manifests, entries, env.js and pages are revalidated on every load', () => {
  for (const path of ['/', '/index.html', '/mf-manifest.json', '/remoteEntry.js', '/env.js']) {
    assert.equal(cacheControlFor(path), 'no-cache', path);
  }
});

test('content-hashed files are cached for a year', () => {
  assert.equal(cacheControlFor('/main.1fd46ff3e4.js'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/__federation_expose_Shop.9c30ef97bd.css'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/favicon.svg'), 'public, max-age=3600');
});

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

test('a real Firebase project turns the emulators off', () => {
  assert.ok(runtimeConfigFromEnv({}).emulators);
  const real = runtimeConfigFromEnv({ FIREBASE_PROJECT_ID: 'shop-prod', FIREBASE_API_KEY: 'AIza-test' });
  assert.equal(real.emulators, undefined);
  assert.equal(real.firebase.authDomain, 'shop-prod.firebaseapp.com');
});

test('the CSP allows scripts only from the apps and Google sign-in, never inline', () => {
  const csp = contentSecurityPolicy(runtimeConfigFromEnv({}));
  assert.deepEqual(csp['script-src'], ["'self'", 'http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003', 'https://apis.google.com']);
  assert.ok(!csp['script-src'].includes("'unsafe-inline'"));
  assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
});

test('no header contradicts the policy: frames denied as frame-ancestors says, and no HSTS over plain HTTP', async () => {
  const server = createStaticApp({ dir: mkdtempSync(path.join(tmpdir(), 'app-')) }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${server.address().port}/`);
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
    assert.equal(response.headers.get('strict-transport-security'), null);
    assert.match(response.headers.get('content-security-policy'), /frame-ancestors 'none'/);
  } finally {
    server.close();
  }
});

test('inline styles and scripts are allowed by the hashes the build wrote beside the page, and only by them', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  assert.deepEqual(hashesListed(dist, 'inline-style-hashes.json'), []);
  writeFileSync(path.join(dist, 'inline-style-hashes.json'), JSON.stringify(["'sha256-abc='"]));
  writeFileSync(path.join(dist, 'inline-script-hashes.json'), JSON.stringify(["'sha256-def='"]));
  const csp = contentSecurityPolicy(runtimeConfigFromEnv({}), {
    inlineStyles: hashesListed(dist, 'inline-style-hashes.json'),
    inlineScripts: hashesListed(dist, 'inline-script-hashes.json'),
  });
  assert.ok(csp['style-src'].includes("'sha256-abc='"));
  assert.ok(csp['script-src'].includes("'sha256-def='"));
  for (const directive of ['style-src', 'script-src']) assert.ok(!csp[directive].includes("'unsafe-inline'"), directive);
});
