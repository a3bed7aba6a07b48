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
      await assertSucceeds(updateDoc(aliceDoc(db), { cart: [{ productId: '1', size: 'case', quantity: 2 }], interests: ['beverages'] }));
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

    test('the cart holds at most 200 lines and interests at most 50', async () => {
      const lines = (n) => Array.from({ length: n }, (_, i) => ({ productId: String(i), quantity: 1 }));
      const tags = (n) => Array.from({ length: n }, (_, i) => `tag-${i}`);
      await assertSucceeds(setDoc(aliceDoc(as(ALICE)), { ...record(ALICE.email), cart: lines(200), interests: tags(50) }));
      await assertFails(setDoc(aliceDoc(as(ALICE)), { ...record(ALICE.email), cart: lines(201) }));
      await assertFails(setDoc(aliceDoc(as(ALICE)), { ...record(ALICE.email), interests: tags(51) }));
    });
  });
});
