// The stand-in must answer the app's calls as the real emulator does. The same cases run against both:
// the stand-in always, the emulator where it is found (tools/stack/firestoreEmulator.mjs).
import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getDoc, getFirestore, runTransaction, setLogLevel } from 'firebase/firestore/lite';
import { locateFirestoreEmulator, PROJECT_ID, startFirestoreEmulator } from '../stack/firestoreEmulator.mjs';
import { createFirestoreStandin } from './server.mjs';

const DB = `projects/${PROJECT_ID}/databases/(default)`;
const record = (email) => ({ email, cart: [], interests: [] });
const emulator = locateFirestoreEmulator();

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startStandin() {
  const server = createFirestoreStandin();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.address().port, stop: () => new Promise((resolve) => server.close(resolve)) };
}

async function startEmulator() {
  const port = await freePort();
  const { stop } = await startFirestoreEmulator({ ...emulator, port });
  return { port, stop };
}

const targets = [
  ['the stand-in', startStandin, false],
  ['the real emulator', startEmulator, emulator.missing ? `no Firestore emulator here: ${emulator.missing}` : false],
];

for (const [what, start, skip] of targets) {
  describe(`${what} answers the app's calls`, { skip }, () => {
    let server;
    let base;
    const apps = [];

    /** A lite-SDK client signed in as uid (an unsigned token, as the Auth emulator's are), or anonymous. */
    function client(uid, email = `${uid}@example.com`) {
      const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'fake-api-key' }, `${what}-${apps.length}`);
      apps.push(app);
      const db = getFirestore(app);
      connectFirestoreEmulator(db, '127.0.0.1', server.port, uid ? { mockUserToken: { user_id: uid, sub: uid, email } } : {});
      return db;
    }

    /** What remote-auth's ensureUserRecord does: create the record only if it is missing. */
    const ensure = (db, uid, email) =>
      runTransaction(db, async (transaction) => {
        const ref = doc(db, 'users', uid);
        if (!(await transaction.get(ref)).exists()) transaction.set(ref, record(email));
      });

    before(async () => {
      setLogLevel('silent');
      server = await start();
      base = `http://127.0.0.1:${server.port}`;
    });
    after(async () => {
      await Promise.all(apps.map((app) => deleteApp(app)));
      await server.stop();
    });
    beforeEach(async () => {
      const reset = await fetch(`${base}/emulator/v1/${DB}/documents`, { method: 'DELETE' });
      assert.equal(reset.status, 200);
    });

    test('a missing record is created, and an existing one is left as it was', async () => {
      const ann = client('ann');
      await ensure(ann, 'ann', 'ann@example.com');
      const first = await getDoc(doc(ann, 'users', 'ann'));
      assert.deepEqual(first.data(), record('ann@example.com'));
      await ensure(ann, 'ann', 'ann@example.com');
      const token = `${btoa(JSON.stringify({ alg: 'none' }))}.${btoa(JSON.stringify({ user_id: 'ann', sub: 'ann' }))}.`;
      const stored = await fetch(`${base}/v1/${DB}/documents/users/ann`, { headers: { Authorization: `Bearer ${token}` } });
      assert.equal(stored.status, 200);
      const body = await stored.json();
      assert.deepEqual(Object.keys(body.fields).sort(), ['cart', 'email', 'interests']);
      assert.equal(body.createTime, body.updateTime, 'the second ensure wrote nothing');
    });

    test('only the owner reads or writes a record', async () => {
      await ensure(client('ann'), 'ann', 'ann@example.com');
      await assert.rejects(getDoc(doc(client('bob'), 'users', 'ann')), { code: 'permission-denied' });
      await assert.rejects(ensure(client('bob'), 'ann', 'bob@example.com'), { code: 'permission-denied' });
      await assert.rejects(getDoc(doc(client(null), 'users', 'ann')), { code: 'permission-denied' });
    });

    test('the owner deletes a record by REST, as a release’s journeys do; the admin lists every record', async () => {
      await ensure(client('ann'), 'ann', 'ann@example.com');
      await ensure(client('bob'), 'bob', 'bob@example.com');
      const bearer = (uid) => ({ Authorization: `Bearer ${btoa(JSON.stringify({ alg: 'none' }))}.${btoa(JSON.stringify({ user_id: uid, sub: uid }))}.` });
      const listed = async () => ((await (await fetch(`${base}/v1/${DB}/documents/users`, { headers: { Authorization: 'Bearer owner' } })).json()).documents ?? []).map((d) => d.name.split('/').at(-1)).sort();
      assert.deepEqual(await listed(), ['ann', 'bob']);
      assert.equal((await fetch(`${base}/v1/${DB}/documents/users/ann`, { method: 'DELETE', headers: bearer('bob') })).status, 403);
      assert.equal((await fetch(`${base}/v1/${DB}/documents/users/ann`, { method: 'DELETE', headers: bearer('ann') })).status, 200);
      assert.deepEqual(await listed(), ['bob']);
    });

    test('the reset empties the database', async () => {
      const ann = client('ann');
      await ensure(ann, 'ann', 'ann@example.com');
      await fetch(`${base}/emulator/v1/${DB}/documents`, { method: 'DELETE' });
      assert.equal((await getDoc(doc(ann, 'users', 'ann'))).exists(), false);
    });

    test('a page on another origin may call it with the SDK’s headers', async () => {
      const preflight = await fetch(`${base}/v1/${DB}/documents:commit`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:3000',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization,content-type,x-goog-api-client',
        },
      });
      assert.ok(preflight.ok);
      assert.match(preflight.headers.get('access-control-allow-origin'), /^(\*|http:\/\/localhost:3000)$/);
      assert.match(preflight.headers.get('access-control-allow-headers').toLowerCase(), /authorization/);
    });
  });
}

test('the stand-in refuses what it does not implement, loudly', async () => {
  const { port, stop } = await startStandin();
  try {
    const query = await fetch(`http://127.0.0.1:${port}/v1/${DB}/documents:runQuery`, { method: 'POST', body: '{}' });
    assert.equal(query.status, 501);
    assert.equal((await query.json()).error.status, 'UNIMPLEMENTED');
    const merge = await fetch(`http://127.0.0.1:${port}/v1/${DB}/documents:commit`, {
      method: 'POST',
      body: JSON.stringify({ writes: [{ update: { name: `${DB}/documents/users/ann`, fields: {} }, updateMask: { fieldPaths: [] } }] }),
    });
    assert.equal(merge.status, 501);
  } finally {
    await stop();
  }
});
