import { test } from 'node:test';
import assert from 'node:assert/strict';
import { REMOTES } from '../apps.mjs';
import { hostTestIdsDrivenBy, hostTestIdTopics, listedTests, needsTheWholeSuite, ownerOf, publishedTopics, remotesFoundIn, tagOf, testsOf, testsOfTheGate, testIdsOf } from './drivenSpecs.mjs';

const LISTED = listedTests();
/** A test's tags that name remotes, in the app list's order. */
const remoteTags = (tags) => REMOTES.map(({ name }) => tagOf(name)).filter((tag) => tags.includes(tag));
const at = (file, line) => `${file}:${line}`;

/** What each test drives by its code, by where Playwright lists it. */
const found = new Map(
  [...new Set(LISTED.map(({ file }) => file))].flatMap((file) =>
    testsOf(file).map(({ line, perRemote, code }) => [at(file, line), { perRemote, remotes: remotesFoundIn(code).filter((name) => name !== ownerOf(file)) }]),
  ),
);

test('every test that finds a remote’s work outside the remote’s folder carries its tag, and no other remote’s', () => {
  for (const listed of LISTED) {
    const drives = found.get(at(listed.file, listed.line));
    assert.ok(drives, `${at(listed.file, listed.line)}: Playwright lists a test the spec's code does not show`);
    if (drives.perRemote) continue;
    assert.deepEqual(remoteTags(listed.tags), drives.remotes.map(tagOf), `${at(listed.file, listed.line)} "${listed.titlePath.at(-1)}" should be tagged ${JSON.stringify(drives.remotes.map(tagOf))}`);
  }
});

test('a test made for each remote in turn carries its turn’s tag alone, and the turns together every remote they find', () => {
  const lines = [...found].filter(([, drives]) => drives.perRemote).map(([line]) => line);
  assert.ok(lines.length > 0, 'the failing-remote matrix is made for each remote in turn');
  for (const line of lines) {
    const turns = LISTED.filter((listed) => at(listed.file, listed.line) === line);
    for (const turn of turns) assert.equal(remoteTags(turn.tags).length, 1, `${line} "${turn.titlePath.at(-1)}": one remote's tag`);
    const tagged = new Set(turns.flatMap((turn) => remoteTags(turn.tags)));
    for (const remote of found.get(line).remotes) assert.ok(tagged.has(tagOf(remote)), `${line}: no turn is tagged ${tagOf(remote)}`);
  }
});

test('every tag names a remote of the app list: a misspelt one would leave its test out of every gate', () => {
  for (const listed of LISTED) assert.deepEqual(listed.tags.filter((tag) => !remoteTags([tag]).length), [], `${at(listed.file, listed.line)} "${listed.titlePath.at(-1)}"`);
});

test('a test drives a remote through the functions it calls, in its spec or in e2e/support/, by the remote’s test ids or agreed names', () => {
  assert.deepEqual(testIdsOf('remote-cart'), ['cart-empty', 'cart-line', 'cart-line-quantity']);
  const drives = (file, title) => {
    const listed = LISTED.find((candidate) => candidate.file === file && candidate.titlePath.at(-1) === title);
    assert.ok(listed, `${file} › ${title}`);
    return found.get(at(file, listed.line)).remotes;
  };
  // Signing in goes through support/session.ts (the Login dialog), adding a pack through support/cartParts.ts (the shop's card).
  assert.deepEqual(drives('cart/journeys.spec.ts', 'a signed-in shopper adds a pack, opens the cart and places the order'), ['shop', 'auth']);
  // A test beside one that signs in and adds a pack, in the same spec, drives nothing the other does: only
  // auth, whose signed-in shopper the header's badge shows the kept count of (hostTestIdTopics).
  assert.deepEqual(drives('cart/journeys.spec.ts', 'a shopper opens the empty cart and closes it'), ['auth']);
  // The badge shows what the cart publishes, from a shop spec; the cart's Close cart, clicked from a host spec.
  assert.deepEqual(drives('shop/shop.spec.ts', 'a visitor is asked to log in, and nothing is added'), ['cart', 'auth']);
  assert.deepEqual(drives('host/host.spec.ts', 'closing the cart panel closes the menu, and closing the menu closes the cart panel'), ['cart']);
  // The cart's release spec finds the cart by its panel's agreed name, with no test id of the cart's.
  assert.ok(LISTED.filter(({ file }) => file === 'together/release.spec.ts').some(({ line }) => found.get(at('together/release.spec.ts', line)).remotes.includes('cart')));
});

test('the cart’s gate runs its own folder’s tests and every test tagged @cart, none of a spec that needs the whole suite, and at most 70', () => {
  const gate = testsOfTheGate({ name: 'cart' }, LISTED);
  const inGate = new Set(gate);
  for (const listed of LISTED.filter(({ file }) => !needsTheWholeSuite(file))) {
    assert.equal(inGate.has(listed), listed.file.startsWith('cart/') || listed.tags.includes('@cart'), `${listed.file} › ${listed.titlePath.join(' › ')}`);
  }
  assert.ok(gate.some(({ file }) => file === 'cart/journeys.spec.ts'), 'its journeys');
  assert.deepEqual(gate.filter(({ file }) => /skew/.test(file) || file === 'together/release.spec.ts'), []);
  assert.ok(gate.some(({ file }) => file === 'cart/release-while-open.spec.ts'), 'its release under an open page');
  assert.ok(gate.length <= 70, `${gate.length} tests`);
  // host.spec.ts has three tests of its 38 that find the cart's work (its badge, its Close cart); the failing-remote matrix, the cart's turns.
  assert.equal(gate.filter(({ file }) => file === 'host/host.spec.ts').length, 3);
  assert.deepEqual(
    gate.filter(({ titlePath }) => titlePath[0].startsWith('a failing remote stays in its slot')).map(({ titlePath }) => titlePath.at(-1).split(':')[0]),
    Array(12).fill('cart'),
  );
});

test('the specs that build variants or play another version of a build need the whole suite', () => {
  const whole = [...new Set(LISTED.map(({ file }) => file))].filter(needsTheWholeSuite).sort();
  assert.deepEqual(whole, [
    'together/contracts-skew.spec.ts',
    'together/release.spec.ts',
    'together/resilience-skew.spec.ts',
    'together/runtime-skew.spec.ts',
    'together/served-as-deployed.spec.ts',
  ]);
});

test('the host’s gate is its own folder: no test carries a tag of the host, which is no remote', () => {
  const gate = testsOfTheGate({ name: 'host' }, LISTED);
  assert.ok(gate.length > 0);
  assert.deepEqual(gate.filter(({ file }) => !file.startsWith('host/')), []);
});

test('the drift check learns what each remote publishes on the bus and the host’s test ids that show it', () => {
  assert.deepEqual(publishedTopics('remote-cart'), ['cart/count', 'cart/open']);
  assert.deepEqual(publishedTopics('remote-auth'), ['auth/state']);
  assert.deepEqual(publishedTopics('remote-shop'), [], 'the shop publishes no state; its own page’s stand-in for auth is not the shop');
  // The badge shows the count the cart publishes, or what the cart kept for auth's signed-in shopper; the
  // notification bar shows messages, and only places itself by cart/open, which it does not show.
  assert.deepEqual(Object.fromEntries(hostTestIdTopics()), { 'cart-count': ['auth/state', 'cart/count'], notification: [] });
  assert.deepEqual(hostTestIdsDrivenBy('remote-cart'), ['cart-count']);
  assert.deepEqual(hostTestIdsDrivenBy('remote-shop'), []);
});

test('a spec that asks for a shop address drives the shop: the address read by the contracts’ shop path', () => {
  for (const address of ["'/shop/'", "'/shop/groceries/'", "`/shop/personal-care/?page=2`", '"/shop/?sort=price-asc"']) {
    assert.ok(remotesFoundIn(`await page.goto(${address});`).includes('shop'), address);
  }
  for (const other of ["'/shopping/'", "'/shop/a/b/'", "'/about/shop/x'"]) assert.ok(!remotesFoundIn(`await page.goto(${other});`).includes('shop'), other);
});
