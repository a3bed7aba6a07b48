import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { APPS, REMOTES } from '../apps.mjs';
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

/** The host's release also writes its /env.js, from the variables a deploy of the storefront needs. */
const HOST_TEAM = {
  FIREBASE_PROJECT_ID: 'cashcarry-prod',
  FIREBASE_API_KEY: 'AIza-test',
  ...Object.fromEntries(REMOTES.map(({ name }) => [`STOREFRONT_${name.toUpperCase()}_URL`, `https://cashcarry-prod-${name}.web.app/`])),
};

test('the host is released by the same command, on its own site, with the storefront’s address and its /env.js', () => {
  const env = HOST_TEAM;
  const plan = releasePlan({ argv: ['host', '--no-build'], env });
  assert.deepEqual(
    { name: plan.app.name, build: plan.build, site: plan.site, siteUrl: plan.siteUrl.href, hostUrl: plan.hostUrl.href },
    { name: 'host', build: false, site: 'cashcarry-prod', siteUrl: 'https://cashcarry-prod.web.app/', hostUrl: 'https://cashcarry-prod.web.app/' },
  );
  assert.match(plan.envScript, /cashcarry-prod/);
  assert.equal(releasePlan({ argv: ['host', '--rollback'], env: { ...env, STOREFRONT_HOST_URL: 'https://www.cashcarry.example/' } }).hostUrl.href, 'https://www.cashcarry.example/');
  assert.throws(() => releasePlan({ argv: ['host'], env: CART_TEAM }), /env\.js for a deployed site needs /);
  assert.throws(() => releasePlan({ argv: ['host', '--rollback'], env: {} }), /Refusing to roll back on no project: .*FIREBASE_SITE_HOST where the host site is not <project>; the host's rollback also needs the variables of its \/env\.js/);
  assert.equal(releasePlan({ argv: ['host', '--rehearse'], env: {} }).siteUrl.href, 'http://localhost:3000/');
});

test('one command per change: build or not, roll back, go to, pin, unpin', () => {
  const action = (...argv) => releasePlan({ argv: ['shop', ...argv], env: CART_TEAM });
  assert.equal(action('--no-build').build, false);
  assert.deepEqual([action().uncommitted, action('--uncommitted').uncommitted, action('--no-build', '--uncommitted').build], [false, true, false]);
  assert.deepEqual(action('--rollback').action, { kind: 'rollback' });
  assert.deepEqual(action('--to', '6').action, { kind: 'rollback', to: 6 });
  assert.deepEqual(action('--pin', '4').action, { kind: 'pin', id: 4 });
  assert.deepEqual(action('--unpin=4').action, { kind: 'unpin', id: 4 });
  assert.deepEqual(action('--rehearse', '--clear').action, { kind: 'clear' });
});

test('what cannot be released is refused with what to type instead', () => {
  const plan = (argv, env = CART_TEAM) => () => releasePlan({ argv, env });
  const apps = APPS.map(({ name }) => name).join('\\|');
  assert.throws(plan(['warehouse']), new RegExp(`Say which app to release: npm run release -- ${apps} `));
  assert.throws(plan([]), /Say which app to release/);
  assert.throws(plan(['cart', '--to', 'v6']), /--to takes a build number as the site's release.json lists them, not "v6"/);
  assert.throws(plan(['cart', '--rollback', '--pin', '2']), /One thing at a time/);
  assert.throws(plan(['cart', '--no-build', '--rollback']), /One thing at a time/);
  assert.throws(plan(['cart', '--uncommitted', '--pin', '2']), /One thing at a time/);
  assert.throws(plan(['cart', '--force']), /Unknown option '--force'.*Usage: npm run release/);
  assert.throws(plan(['cart', '--clear']), /^Error: --clear ends a rehearsal on this machine's local stack: `npm run release -- cart --rehearse --clear`\. A site's builds go by retention, or by --unpin <n> where one is pinned\.$/);
  assert.throws(plan(['cart', '--rehearse', '--clear', '--rollback']), /One thing at a time/);
  assert.throws(plan(['cart'], { FIREBASE_PROJECT_ID: 'demo-storefront' }), /Refusing to release on the demo project "demo-storefront": set FIREBASE_PROJECT_ID to the real Firebase project, and FIREBASE_SITE_CART where the cart site is not <project>-cart; a remote's release needs nothing else .* add --rehearse to release there\./);
});

test('`npm run release` with no real project stops before building anything, saying why', () => {
  const script = fileURLToPath(new URL('../release.mjs', import.meta.url));
  assert.throws(
    () => execFileSync(process.execPath, [script, 'cart'], { env: { ...process.env, FIREBASE_PROJECT_ID: '' }, stdio: 'pipe' }),
    (error) => error.status === 1 && !/other variables/.test(error.stderr.toString()) && /Refusing to release on no project/.test(error.stderr.toString()),
  );
});

test('a rollback, pin or unpin with no project refuses in its own words, not a release’s', () => {
  const refusal = (...argv) => {
    try {
      releasePlan({ argv: ['cart', ...argv], env: {} });
    } catch (error) {
      return error.message;
    }
    return assert.fail('refused');
  };
  assert.match(refusal('--rollback'), /^Refusing to roll back on no project: .*a remote's rollback needs nothing else .*add --rehearse to roll back there\.$/);
  assert.match(refusal('--to', '3'), /^Refusing to roll back on no project/);
  assert.match(refusal('--pin', '3'), /^Refusing to pin a build on no project: .*a remote's pin needs nothing else/);
  for (const said of [refusal('--rollback'), refusal('--pin', '3'), refusal('--unpin', '3')]) assert.doesNotMatch(said, /release to|Refusing to release/);
});

test('--rehearse does any of it on the local stack: the remote’s site and the host page on this machine, no project needed', () => {
  const plan = releasePlan({ argv: ['cart', '--rehearse'], env: {} });
  assert.deepEqual(
    { action: plan.action, rehearse: plan.rehearse, build: plan.build, siteUrl: plan.siteUrl.href, hostUrl: plan.hostUrl.href, project: plan.project },
    { action: { kind: 'release' }, rehearse: true, build: true, siteUrl: 'http://localhost:3002/', hostUrl: 'http://localhost:3000/', project: undefined },
  );
  assert.deepEqual(releasePlan({ argv: ['cart', '--rehearse', '--rollback'], env: {} }).action, { kind: 'rollback' });
  assert.deepEqual(releasePlan({ argv: ['cart', '--rehearse', '--no-build', '--uncommitted'], env: {} }).build, false);
  assert.equal(releasePlan({ argv: ['cart'], env: CART_TEAM }).rehearse, false);
});
