import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { releasePlan } from './releasePlan.mjs';

/** All a remote's release is given: the project (credentials are firebase-tools' own). */
const CART_TEAM = { FIREBASE_PROJECT_ID: 'cashcarry-prod' };

test('a team releases its remote with the project alone: its own site, checked on the host’s page', () => {
  const plan = releasePlan({ argv: ['cart'], env: CART_TEAM });
  assert.deepEqual(
    { name: plan.app.name, action: plan.action, build: plan.build, site: plan.site, siteUrl: plan.siteUrl.href, hostUrl: plan.hostUrl.href },
    { name: 'cart', action: { kind: 'release' }, build: true, site: 'cashcarry-prod-cart', siteUrl: 'https://cashcarry-prod-cart.web.app/', hostUrl: 'https://cashcarry-prod.web.app/' },
  );
  assert.equal(releasePlan({ argv: ['cart'], env: { ...CART_TEAM, FIREBASE_SITE_CART: 'cart-eu' } }).siteUrl.href, 'https://cart-eu.web.app/');
});

test('one command per change: build or not, roll back, go to, pin, unpin', () => {
  const action = (...argv) => releasePlan({ argv: ['shop', ...argv], env: CART_TEAM });
  assert.equal(action('--no-build').build, false);
  assert.deepEqual([action().uncommitted, action('--uncommitted').uncommitted, action('--no-build', '--uncommitted').build], [false, true, false]);
  assert.deepEqual(action('--rollback').action, { kind: 'rollback' });
  assert.deepEqual(action('--to', '6').action, { kind: 'rollback', to: 6 });
  assert.deepEqual(action('--pin', '4').action, { kind: 'pin', id: 4 });
  assert.deepEqual(action('--unpin=4').action, { kind: 'unpin', id: 4 });
});

test('what cannot be released is refused with what to type instead', () => {
  const plan = (argv, env = CART_TEAM) => () => releasePlan({ argv, env });
  assert.throws(plan(['host']), /Say which remote to release: npm run release -- shop\|cart\|auth .*The host ships with npm run deploy/);
  assert.throws(plan([]), /Say which remote to release/);
  assert.throws(plan(['cart', '--to', 'v6']), /--to takes a build number as the site's release.json lists them, not "v6"/);
  assert.throws(plan(['cart', '--rollback', '--pin', '2']), /One thing at a time/);
  assert.throws(plan(['cart', '--no-build', '--rollback']), /One thing at a time/);
  assert.throws(plan(['cart', '--uncommitted', '--pin', '2']), /One thing at a time/);
  assert.throws(plan(['cart', '--force']), /Unknown option '--force'.*Usage: npm run release/);
  assert.throws(plan(['cart'], { FIREBASE_PROJECT_ID: 'demo-storefront' }), /Refusing to release to the demo project "demo-storefront": set FIREBASE_PROJECT_ID to the real Firebase project, and FIREBASE_SITE_CART where the cart site is not <project>-cart; a remote's release needs nothing else/);
});

test('`npm run release` with no real project stops before building anything, saying why', () => {
  const script = fileURLToPath(new URL('../release.mjs', import.meta.url));
  assert.throws(
    () => execFileSync(process.execPath, [script, 'cart'], { env: { ...process.env, FIREBASE_PROJECT_ID: '' }, stdio: 'pipe' }),
    (error) => error.status === 1 && !/other variables/.test(error.stderr.toString()) && /Refusing to release to no project/.test(error.stderr.toString()),
  );
});
