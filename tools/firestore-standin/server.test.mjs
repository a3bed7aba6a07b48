// Tests for the local Firestore stand-in, driven through the real
// `firebase/firestore/lite` SDK (as the web app uses it) and raw fetch for the
// wire-level edge cases. Run: node --test tools/firestore-standin/
import { test, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { initializeApp, deleteApp } from 'firebase/app';
import {
  getFirestore,
  connectFirestoreEmulator,
  doc,
  getDoc,
  setDoc,
  updateDoc,
  deleteDoc,
  arrayUnion,
  increment,
  serverTimestamp,
  setLogLevel,
} from 'firebase/firestore/lite';
import { createFirestoreStandin } from './server.mjs';

const PROJECT = 'demo-storefront';
const DB = `projects/${PROJECT}/databases/(default)`;
const RFC3339_MICROS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

let server;
let base;
const apps = [];
let appCount = 0;

before(async () => {
  setLogLevel('silent'); // the SDK logs every rejected RPC; the tests assert on them instead
  server = createFirestoreStandin();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});

after(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(async () => {
  const res = await fetch(`${base}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, { method: 'DELETE' });
  assert.equal(res.status, 200);
});

/** A lite-SDK Firestore signed in as `uid` (via the emulator mockUserToken), or anonymous. */
function client(uid) {
  const app = initializeApp({ projectId: PROJECT, apiKey: 'fake-api-key' }, `standin-test-${++appCount}`);
  apps.push(app);
  const db = getFirestore(app);
  const { port } = server.address();
  connectFirestoreEmulator(db, '127.0.0.1', port, uid ? { mockUserToken: { user_id: uid, sub: uid } } : {});
  return db;
}

/** An unsigned ID token shaped like the Auth emulator's. */
function idToken(uid) {
  const b64 = (obj) => Buffer.from(JSON.stringify(obj)).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  const payload = {
    user_id: uid,
    sub: uid,
    aud: PROJECT,
    iss: `https://securetoken.google.com/${PROJECT}`,
    iat,
    exp: iat + 3600,
  };
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
}

function rpc(method, body, token) {
  return fetch(`${base}/v1/${DB}/documents:${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

const profile = (email = 'ann@example.com') => ({
  email,
  cart: [{ sku: 'RICE-25KG', qty: 2, price: 31.5 }],
  interests: ['rice', 'oil'],
});

async function assertCode(promise, code) {
  await assert.rejects(promise, (err) => {
    assert.equal(err.code, code, `expected ${code}, got ${err.code}: ${err.message}`);
    return true;
  });
}

const validFields = {
  email: { stringValue: 'ann@example.com' },
  cart: { arrayValue: { values: [] } },
  interests: { arrayValue: { values: [{ stringValue: 'rice' }] } },
};

// ---- through the SDK -------------------------------------------------------

test('setDoc then getDoc round-trips through firebase/firestore/lite for the owner', async () => {
  const db = client('ann');
  await setDoc(doc(db, 'users', 'ann'), profile());
  const snap = await getDoc(doc(db, 'users', 'ann'));
  assert.equal(snap.exists(), true);
  assert.deepEqual(snap.data(), profile());
});

test('updateDoc changes only the named field; on a missing document it is not-found', async () => {
  const db = client('ann');
  const ref = doc(db, 'users', 'ann');
  await setDoc(ref, profile());
  await updateDoc(ref, { interests: ['flour'] });
  assert.deepEqual((await getDoc(ref)).data(), { ...profile(), interests: ['flour'] });

  const ghost = client('ghost');
  await assertCode(updateDoc(doc(ghost, 'users', 'ghost'), { interests: [] }), 'not-found');
});

test('arrayUnion is applied as a transform and the result still passes the rules', async () => {
  const db = client('ann');
  const ref = doc(db, 'users', 'ann');
  await setDoc(ref, profile());
  await updateDoc(ref, { interests: arrayUnion('oil', 'sugar') });
  assert.deepEqual((await getDoc(ref)).data().interests, ['rice', 'oil', 'sugar']);
  await assertCode(updateDoc(ref, { cart: increment(1) }), 'unimplemented');
});

test('getDoc of a missing document gives exists() === false', async () => {
  const snap = await getDoc(doc(client('ann'), 'users', 'ann'));
  assert.equal(snap.exists(), false);
});

test('deleteDoc removes the owner’s document', async () => {
  const db = client('ann');
  const ref = doc(db, 'users', 'ann');
  await setDoc(ref, profile());
  await deleteDoc(ref);
  assert.equal((await getDoc(ref)).exists(), false);
});

test('another user can neither read nor write someone else’s record', async () => {
  await setDoc(doc(client('ann'), 'users', 'ann'), profile());
  const bob = client('bob');
  await assertCode(getDoc(doc(bob, 'users', 'ann')), 'permission-denied');
  await assertCode(setDoc(doc(bob, 'users', 'ann'), profile('bob@example.com')), 'permission-denied');
  await assertCode(updateDoc(doc(bob, 'users', 'ann'), { cart: [] }), 'permission-denied');
  await assertCode(deleteDoc(doc(bob, 'users', 'ann')), 'permission-denied');
  assert.deepEqual((await getDoc(doc(client('ann'), 'users', 'ann'))).data(), profile());
});

test('no token is denied for reads and writes', async () => {
  await setDoc(doc(client('ann'), 'users', 'ann'), profile());
  const anon = client(null);
  await assertCode(getDoc(doc(anon, 'users', 'ann')), 'permission-denied');
  await assertCode(setDoc(doc(anon, 'users', 'ann'), profile()), 'permission-denied');
});

test('an extra field, a missing field or a wrong type is denied and nothing is stored', async () => {
  const db = client('ann');
  const ref = doc(db, 'users', 'ann');
  await assertCode(setDoc(ref, { ...profile(), isAdmin: true }), 'permission-denied');
  await assertCode(setDoc(ref, { ...profile(), email: 42 }), 'permission-denied');
  await assertCode(setDoc(ref, { ...profile(), cart: 'none' }), 'permission-denied');
  await assertCode(setDoc(ref, { email: 'ann@example.com' }, { merge: true }), 'permission-denied');
  assert.equal((await getDoc(ref)).exists(), false);

  await setDoc(ref, profile());
  await assertCode(updateDoc(ref, { role: 'admin' }), 'permission-denied');
  await assertCode(updateDoc(ref, { interests: 'all' }), 'permission-denied');
  await assertCode(updateDoc(ref, { seenAt: serverTimestamp() }), 'permission-denied'); // a transform's result is checked too
  assert.deepEqual((await getDoc(ref)).data(), profile());
});

test('collections other than users are denied, including subcollections of users', async () => {
  const db = client('ann');
  await assertCode(setDoc(doc(db, 'orders', 'ann'), profile()), 'permission-denied');
  await assertCode(getDoc(doc(db, 'orders', 'ann')), 'permission-denied');
  await assertCode(setDoc(doc(db, 'users', 'ann', 'private', 'x'), profile()), 'permission-denied');
});

test('the emulator reset endpoint wipes every document', async () => {
  const db = client('ann');
  await setDoc(doc(db, 'users', 'ann'), profile());
  const res = await fetch(`${base}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, { method: 'DELETE' });
  assert.equal(res.status, 200);
  assert.equal((await getDoc(doc(db, 'users', 'ann'))).exists(), false);
});

// ---- raw wire format -------------------------------------------------------

test('a hand-built unsigned ID token authorises its own uid only, with Firestore’s error body', async () => {
  const name = `${DB}/documents/users/ann`;
  const write = { writes: [{ update: { name, fields: validFields } }] };

  const denied = await rpc('commit', write, idToken('bob'));
  assert.equal(denied.status, 403);
  assert.deepEqual(await denied.json(), {
    error: { code: 403, status: 'PERMISSION_DENIED', message: 'Missing or insufficient permissions.' },
  });
  assert.equal((await rpc('commit', write)).status, 403);
  assert.equal((await rpc('commit', write, 'not-a-jwt')).status, 403);

  const ok = await rpc('commit', write, idToken('ann'));
  assert.equal(ok.status, 200);
  const body = await ok.json();
  assert.match(body.commitTime, RFC3339_MICROS);
  assert.deepEqual(body.writeResults, [{ updateTime: body.commitTime }]);
});

test('commit, batchGet and GET speak Firestore’s JSON and return fields unchanged', async () => {
  const name = `${DB}/documents/users/ann`;
  const fields = {
    ...validFields,
    cart: {
      arrayValue: {
        values: [{ mapValue: { fields: { sku: { stringValue: 'OIL-5L' }, qty: { integerValue: '3' }, price: { doubleValue: 9.99 } } } }],
      },
    },
  };
  const token = idToken('ann');
  const { commitTime } = await (await rpc('commit', { writes: [{ update: { name, fields } }] }, token)).json();

  const got = await (await rpc('batchGet', { documents: [name] }, token)).json();
  assert.equal(got.length, 1);
  assert.match(got[0].readTime, RFC3339_MICROS);
  assert.deepEqual(got[0].found, { name, fields, createTime: commitTime, updateTime: commitTime });

  const res = await fetch(`${base}/v1/${name}`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { name, fields, createTime: commitTime, updateTime: commitTime });

  await rpc('commit', { writes: [{ delete: name }] }, token);
  const missing = await (await rpc('batchGet', { documents: [name] }, token)).json();
  assert.deepEqual(Object.keys(missing[0]).sort(), ['missing', 'readTime']);
  assert.equal(missing[0].missing, name);

  const gone = await fetch(`${base}/v1/${name}`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(gone.status, 404);
  assert.equal((await gone.json()).error.status, 'NOT_FOUND');
});

test('preconditions answer NOT_FOUND / ALREADY_EXISTS / FAILED_PRECONDITION', async () => {
  const name = `${DB}/documents/users/ann`;
  const token = idToken('ann');
  const create = { update: { name, fields: validFields }, currentDocument: { exists: false } };

  const notFound = await rpc('commit', { writes: [{ ...create, currentDocument: { exists: true } }] }, token);
  assert.equal(notFound.status, 404);
  assert.equal((await notFound.json()).error.status, 'NOT_FOUND');

  const { commitTime } = await (await rpc('commit', { writes: [create] }, token)).json();
  const exists = await rpc('commit', { writes: [create] }, token);
  assert.equal(exists.status, 409);
  assert.equal((await exists.json()).error.status, 'ALREADY_EXISTS');

  const stale = await rpc('commit', { writes: [{ ...create, currentDocument: { updateTime: '2001-01-01T00:00:00.000000000Z' } }] }, token);
  assert.equal(stale.status, 400);
  assert.equal((await stale.json()).error.status, 'FAILED_PRECONDITION');
  // The SDK echoes updateTime with nanosecond digits; it must still match.
  const fresh = await rpc('commit', { writes: [{ ...create, currentDocument: { updateTime: commitTime.replace('Z', '000Z') } }] }, token);
  assert.equal(fresh.status, 200);
});

test('a commit is atomic: one denied write cancels the others', async () => {
  const token = idToken('ann');
  const res = await rpc('commit', {
    writes: [
      { update: { name: `${DB}/documents/users/ann`, fields: validFields } },
      { update: { name: `${DB}/documents/users/bob`, fields: validFields } },
    ],
  }, token);
  assert.equal(res.status, 403);
  const got = await (await rpc('batchGet', { documents: [`${DB}/documents/users/ann`] }, token)).json();
  assert.equal(got[0].missing, `${DB}/documents/users/ann`);
});

test('CORS preflight allows any origin, our methods and the SDK’s headers', async () => {
  const res = await fetch(`${base}/v1/${DB}/documents:commit`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'http://localhost:3000',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization,content-type,x-goog-api-client',
    },
  });
  assert.equal(res.status, 204);
  assert.equal(res.headers.get('access-control-allow-origin'), '*');
  const methods = res.headers.get('access-control-allow-methods').split(/,\s*/);
  for (const m of ['GET', 'POST', 'DELETE', 'OPTIONS']) assert.ok(methods.includes(m), m);
  const allowed = res.headers.get('access-control-allow-headers').toLowerCase().split(/,\s*/);
  for (const h of ['authorization', 'content-type', 'x-goog-api-client', 'x-firebase-gmpid',
    'google-cloud-resource-prefix', 'x-goog-request-params']) {
    assert.ok(allowed.includes(h), h);
  }
  const normal = await rpc('batchGet', { documents: [] });
  assert.equal(normal.headers.get('access-control-allow-origin'), '*');
});

test('unknown paths get a 404 JSON error; unimplemented RPCs a 501', async () => {
  const res = await fetch(`${base}/nope`);
  assert.equal(res.status, 404);
  assert.equal((await res.json()).error.status, 'NOT_FOUND');
  const query = await rpc('runQuery', { structuredQuery: {} }, idToken('ann'));
  assert.equal(query.status, 501);
  assert.equal((await query.json()).error.status, 'UNIMPLEMENTED');
});
