// firestore.rules, evaluated by the real Cloud Firestore emulator (never by a copy of the rules in JS).
// The emulator is started here on a free port and stopped after. Where no emulator can be found the tests
// are skipped with the reason, except under CI=true, where that is a failure.
import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { assertFails, assertSucceeds, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, setLogLevel, updateDoc } from 'firebase/firestore';
import { locateFirestoreEmulator, PROJECT_ID, RULES_FILE, startFirestoreEmulator } from '../stack/firestoreEmulator.mjs';

const ALICE = { uid: 'alice', email: 'alice@example.com' };
const BOB = { uid: 'bob', email: 'bob@example.com' };
const record = (email, extra = {}) => ({ email, cart: [], interests: [], ...extra });
// A cart line as the record keeps it: the product's id, the pack size's label, how many packs.
const line = (productId = '1', selectedQty = '10kg', multiplier = 2) => ({ productId, selectedQty, multiplier });
// A text of n characters, each four bytes in UTF-8 (the most one character takes), after its prefix.
const widest = (prefix, n) => `${prefix}${'𝔸'.repeat(n - prefix.length)}`;
const lines = (n, make = (i) => line(String(i + 1))) => Array.from({ length: n }, (_, i) => make(i));

/** assertFails, saying which write was accepted when one is. */
async function refused(write, what) {
  try {
    await assertFails(write);
  } catch (error) {
    throw new Error(`${what} was accepted`, { cause: error });
  }
}

const found = locateFirestoreEmulator();
if (found.missing && process.env.CI === 'true') {
  test('CI runs the security-rules tests on the real Firestore emulator', () => {
    assert.fail(`${found.missing}. See docs/firebase.md.`);
  });
}
const skip = found.missing ? `no Firestore emulator here: ${found.missing}` : false;
if (skip) console.log(`firestore.rules tests skipped, ${skip}`);

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

describe('firestore.rules on the Firestore emulator', { skip }, () => {
  let emulator;
  let env;
  const as = ({ uid, email }, claims = {}) => env.authenticatedContext(uid, { email, ...claims }).firestore();
  const visitor = () => env.unauthenticatedContext().firestore();
  const aliceDoc = (db) => doc(db, 'users', ALICE.uid);

  before(async () => {
    setLogLevel('silent'); // the SDK logs every denial; the tests assert on them instead
    const port = await freePort();
    emulator = await startFirestoreEmulator({ ...found, port });
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { host: '127.0.0.1', port, rules: readFileSync(RULES_FILE, 'utf8') },
    });
  });

  after(async () => {
    await env?.cleanup();
    await emulator?.stop();
  });

  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), 'users', BOB.uid), record(BOB.email)));
  });

  describe('the owner', () => {
    test('creates, reads, updates and deletes its own record', async () => {
      const db = as(ALICE);
      await assertSucceeds(setDoc(aliceDoc(db), record(ALICE.email)));
      const stored = await assertSucceeds(getDoc(aliceDoc(db)));
      assert.deepEqual(stored.data(), record(ALICE.email));
      await assertSucceeds(updateDoc(aliceDoc(db), { cart: [line('1', '10kg', 2), line('30', '24 x 330ml', 1)], interests: ['Beverages'] }));
      await assertSucceeds(deleteDoc(aliceDoc(db)));
    });

    test('signed in with Google, whose token carries the email too, creates its record', async () => {
      await assertSucceeds(setDoc(aliceDoc(as(ALICE, { firebase: { sign_in_provider: 'google.com' } })), record(ALICE.email)));
    });

    test('an account without an email stores an empty one, and no other', async () => {
      const noEmail = { uid: ALICE.uid, email: undefined };
      await assertSucceeds(setDoc(aliceDoc(as(noEmail)), record('')));
      await assertFails(setDoc(aliceDoc(as(noEmail)), record(BOB.email)));
    });
  });

  describe('everyone else is refused', () => {
    test('another signed-in user can neither read nor write the record', async () => {
      const db = as(ALICE);
      await assertFails(getDoc(doc(db, 'users', BOB.uid)));
      await assertFails(setDoc(doc(db, 'users', BOB.uid), record(ALICE.email)));
      await assertFails(updateDoc(doc(db, 'users', BOB.uid), { cart: [] }));
      await assertFails(deleteDoc(doc(db, 'users', BOB.uid)));
    });

    test('a visitor (not signed in) can neither read nor write', async () => {
      await assertFails(getDoc(doc(visitor(), 'users', BOB.uid)));
      await assertFails(setDoc(doc(visitor(), 'users', BOB.uid), record(BOB.email)));
    });

    // The emulator takes unsigned tokens, so it cannot show that a token with a forged signature is
    // refused (production Firestore checks the signature before any rule runs). What it can show is which
    // claims the rules trust: the uid decides whose record it is, and the email claim must match the data.
    test('a token claiming the owner’s email but another uid gets nothing', async () => {
      const forged = as({ uid: 'mallory', email: BOB.email }, { email_verified: true });
      await assertFails(getDoc(doc(forged, 'users', BOB.uid)));
      await assertFails(setDoc(doc(forged, 'users', BOB.uid), record(BOB.email)));
    });

    test('the owner cannot store an email other than its token’s', async () => {
      await assertFails(setDoc(aliceDoc(as(ALICE)), record(BOB.email)));
      await assertFails(setDoc(aliceDoc(as({ uid: ALICE.uid, email: BOB.email })), record(ALICE.email)));
    });

    test('a bearer token that is not a token at all counts as nobody', async () => {
      const url = `http://127.0.0.1:${new URL(emulator.url).port}/v1/projects/${PROJECT_ID}/databases/(default)/documents/users/${BOB.uid}`;
      const response = await fetch(url, { headers: { Authorization: 'Bearer not-a-jwt' } });
      assert.notEqual(response.status, 200);
    });
  });

  describe('the record is exactly { email, cart, interests }', () => {
    test('an extra field is refused, on create and on update', async () => {
      await assertFails(setDoc(aliceDoc(as(ALICE)), record(ALICE.email, { admin: true })));
      await assertSucceeds(setDoc(aliceDoc(as(ALICE)), record(ALICE.email)));
      await assertFails(updateDoc(aliceDoc(as(ALICE)), { admin: true }));
    });

    test('a missing field is refused', async () => {
      await assertFails(setDoc(aliceDoc(as(ALICE)), { email: ALICE.email, cart: [] }));
    });

    test('wrongly typed fields are refused', async () => {
      await assertFails(setDoc(aliceDoc(as(ALICE)), { ...record(ALICE.email), cart: 'nothing' }));
      await assertFails(setDoc(aliceDoc(as(ALICE)), { ...record(ALICE.email), interests: { beverages: true } }));
      await assertFails(setDoc(aliceDoc(as(ALICE)), { ...record(ALICE.email), email: 42 }));
    });

    test('the largest record the rules take stays far below Firestore’s 1 MiB', async () => {
      const longest = { uid: ALICE.uid, email: `${'a'.repeat(242)}@example.com` };
      const largest = {
        email: longest.email,
        cart: lines(40, (i) => line(widest(`${i}`, 64), widest('', 32), 9999)),
        interests: Array.from({ length: 50 }, (_, i) => widest(`${i}`, 40)),
      };
      await assertSucceeds(setDoc(aliceDoc(as(longest)), largest));
      // Firestore counts a text as its UTF-8 bytes plus one; the JSON of the record counts more than that.
      assert.ok(Buffer.byteLength(JSON.stringify(largest)) < 32 * 1024);
    });

    test('the cart holds at most 40 lines and interests at most 50, and any count up to those', async () => {
      for (const n of [1, 2, 7, 39, 40]) await assertSucceeds(setDoc(aliceDoc(as(ALICE)), { ...record(ALICE.email), cart: lines(n) }));
      for (const n of [1, 3, 49, 50]) await assertSucceeds(setDoc(aliceDoc(as(ALICE)), { ...record(ALICE.email), interests: Array.from({ length: n }, (_, i) => `tag-${i}`) }));
      await assertFails(setDoc(aliceDoc(as(ALICE)), { ...record(ALICE.email), cart: lines(41) }));
      await assertFails(setDoc(aliceDoc(as(ALICE)), { ...record(ALICE.email), interests: Array.from({ length: 51 }, (_, i) => `tag-${i}`) }));
    });

    test('a line too large, or many large lines, are refused', async () => {
      await assertSucceeds(setDoc(aliceDoc(as(ALICE)), record(ALICE.email)));
      const tooLarge = [
        [line('x'.repeat(900_000))],
        [line('1', 'x'.repeat(900_000))],
        lines(200, (i) => line(`${i}-${'x'.repeat(5_000)}`)),
        lines(40, (i) => line(`${i}-${'x'.repeat(5_000)}`)),
        [line('x'.repeat(65))],
        [line('1', 'x'.repeat(33))],
        [line('1', '10kg', 10_000)],
      ];
      for (const cart of tooLarge) await refused(updateDoc(aliceDoc(as(ALICE)), { cart }), `a cart of ${cart.length} lines, the first ${JSON.stringify(cart[0]).length} characters long`);
    });

    test('each line is exactly a product id, a pack size and a whole number of packs, wherever it is', async () => {
      await assertSucceeds(setDoc(aliceDoc(as(ALICE)), record(ALICE.email)));
      const malformed = [
        { ...line(), productId: { nested: { deeper: 'x'.repeat(1_000) } } },
        { ...line(), selectedQty: ['10kg'] },
        { ...line(), extra: 'x' },
        { ...line(), notes: { nested: true } },
        { productId: '1', selectedQty: '10kg' },
        { productId: '1', multiplier: 2 },
        { ...line(), productId: 7 },
        { ...line(), multiplier: '2' },
        { ...line(), multiplier: 2.5 },
        { ...line(), multiplier: 0 },
        { ...line(), multiplier: -1 },
        { ...line(), multiplier: true },
        { ...line(), multiplier: { packs: 2 } },
        { ...line(), productId: '' },
        { ...line(), selectedQty: '' },
        { ...line(), productId: '1\n10kg' },
        '1 x 10kg',
        null,
        42,
      ];
      for (const bad of malformed) {
        for (const at of [0, 5, 39]) {
          const cart = lines(Math.max(at + 1, 6));
          cart[at] = bad;
          await refused(updateDoc(aliceDoc(as(ALICE)), { cart }), `${JSON.stringify(bad)} at line ${at}`);
        }
      }
    });

    test('each interest is a short text on one line', async () => {
      await assertSucceeds(setDoc(aliceDoc(as(ALICE)), record(ALICE.email)));
      await assertSucceeds(updateDoc(aliceDoc(as(ALICE)), { interests: ['Snacks', 'Personal Care', 'x'.repeat(40)] }));
      for (const bad of ['x'.repeat(41), '', 'Snacks\nFrozen', 3, true, { nested: 'Snacks' }, null]) {
        await refused(updateDoc(aliceDoc(as(ALICE)), { interests: ['Snacks', bad, 'Frozen'] }), `the interest ${JSON.stringify(bad)}`);
      }
    });

    test('the email is bounded like the forms’ (254 characters)', async () => {
      const long = { uid: ALICE.uid, email: `${'a'.repeat(243)}@example.com` };
      await assertFails(setDoc(aliceDoc(as(long)), record(long.email)));
    });
  });
});
