// LOCAL STAND-IN for Cloud Firestore's REST API. This is NOT Firestore and
// NOT the Firebase emulator.
//
// Why it exists: the web app talks to Firestore through `firebase/firestore/lite`
// connected with `connectFirestoreEmulator(db, '127.0.0.1', 8080)`, but the real
// Firestore emulator needs Java 21 and a download, neither of which this offline
// machine has. This in-memory server answers the small subset of the REST API
// the lite SDK uses for single-document work, and enforces the same rules our
// `firestore.rules` is meant to enforce, so the app and its tests behave as
// they would against the emulator.
//
// What it answers (everything is in memory and lost on restart):
//   POST   /v1/projects/{p}/databases/{d}/documents:commit     setDoc / updateDoc / deleteDoc
//   POST   /v1/projects/{p}/databases/{d}/documents:batchGet   getDoc
//   GET    /v1/projects/{p}/databases/{d}/documents/users/{uid} one document
//   DELETE /emulator/v1/projects/{p}/databases/{d}/documents   wipe that database (emulator's reset)
//   OPTIONS any path                                           CORS preflight
// Other Firestore RPCs (runQuery, listing, transactions' ids, ...) get 501
// UNIMPLEMENTED so a missing feature fails loudly instead of looking like data.
//
// Rules mirrored: only `users/{uid}` documents exist; every read or write of one
// needs a bearer token whose uid equals {uid}; a write must leave the document
// with exactly `email` (string), `cart` (array) and `interests` (array).
// Deleting your own document is allowed. Tokens are decoded, not verified:
// see tokens.mjs.
//
// Run: node tools/firestore-standin/server.mjs   (env FIRESTORE_PORT, default 8080)

import http from 'node:http';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { decodeBearer } from './tokens.mjs';

// Listed explicitly because a `*` wildcard in Allow-Headers never covers
// `Authorization`. These are what the lite SDK sends (plus App Check's header).
const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'X-Goog-Api-Client',
  'X-Firebase-GMPID',
  'Google-Cloud-Resource-Prefix',
  'X-Goog-Request-Params',
  'X-Firebase-AppCheck',
].join(', ');

class RpcError extends Error {
  constructor(httpCode, status, message) {
    super(message);
    this.httpCode = httpCode;
    this.status = status;
  }
}

// The exact body Firestore returns for a rules denial; the SDK maps 403 to `permission-denied`.
const denied = () => new RpcError(403, 'PERMISSION_DENIED', 'Missing or insufficient permissions.');
const badRequest = (message) => new RpcError(400, 'INVALID_ARGUMENT', message);
const unimplemented = (what) =>
  new RpcError(501, 'UNIMPLEMENTED', `The local Firestore stand-in does not implement ${what}.`);

export function createFirestoreStandin() {
  /** full document name -> { fields, createTime, updateTime } */
  const docs = new Map();
  const now = makeClock();

  async function route(req, res) {
    const { pathname } = new URL(req.url, 'http://standin');

    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': '3600',
      });
      return res.end();
    }

    let m = /^\/emulator\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents$/.exec(pathname);
    if (m && req.method === 'DELETE') {
      const prefix = `${dbPath(m)}/documents/`;
      for (const name of docs.keys()) if (name.startsWith(prefix)) docs.delete(name);
      return send(res, 200, {});
    }

    m = /^\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents(?::(\w+)|\/(.+))?$/.exec(pathname);
    if (!m) throw new RpcError(404, 'NOT_FOUND', `No such endpoint: ${req.method} ${pathname}`);
    const db = dbPath(m);
    const auth = decodeBearer(req.headers.authorization);

    if (m[3] && req.method === 'POST') {
      if (m[3] === 'commit') return send(res, 200, commit(db, auth, await readJson(req)));
      if (m[3] === 'batchGet') return send(res, 200, batchGet(db, auth, await readJson(req)));
      throw unimplemented(`the ${m[3]} RPC`);
    }
    if (m[4] && req.method === 'GET') {
      const name = `${db}/documents/${m[4].split('/').map(decodeURIComponent).join('/')}`;
      checkRead(auth, relativePath(db, name));
      const doc = docs.get(name);
      if (!doc) throw new RpcError(404, 'NOT_FOUND', `Document "${name}" not found.`);
      return send(res, 200, toDocument(name, doc));
    }
    throw new RpcError(404, 'NOT_FOUND', `No such endpoint: ${req.method} ${pathname}`);
  }

  function batchGet(db, auth, body) {
    onlyKeys(body, ['documents'], 'batchGet');
    if (!Array.isArray(body.documents)) throw badRequest('documents must be an array.');
    // Firestore fails the whole call if any one document is unreadable.
    for (const name of body.documents) checkRead(auth, relativePath(db, name));
    const readTime = now();
    return body.documents.map((name) =>
      docs.has(name) ? { found: toDocument(name, docs.get(name)), readTime } : { missing: name, readTime },
    );
  }

  function commit(db, auth, body) {
    onlyKeys(body, ['writes'], 'commit');
    if (!Array.isArray(body.writes)) throw badRequest('writes must be an array.');
    // Commits are atomic: stage every write and apply only if all of them pass.
    const staged = new Map();
    const current = (name) => (staged.has(name) ? staged.get(name) : (docs.get(name) ?? null));
    const commitTime = now();
    const writeResults = [];

    for (const write of body.writes) {
      onlyKeys(write, ['update', 'updateMask', 'updateTransforms', 'delete', 'verify', 'currentDocument'], 'this write');
      const name = write.update?.name ?? write.delete ?? write.verify;
      if (typeof name !== 'string') throw badRequest('Each write needs update, delete or verify.');
      checkRead(auth, relativePath(db, name)); // the owner check gates every write too
      const before = current(name);
      checkPrecondition(write.currentDocument, before, name);

      if (write.verify !== undefined) {
        writeResults.push({ updateTime: commitTime });
      } else if (write.delete !== undefined) {
        staged.set(name, null);
        writeResults.push({ updateTime: commitTime });
      } else {
        const given = write.update.fields ?? {};
        const fields = write.updateMask
          ? mergeFields(before?.fields ?? {}, given, write.updateMask.fieldPaths ?? [])
          : structuredClone(given);
        const transformResults = (write.updateTransforms ?? []).map((t) => applyTransform(fields, t, commitTime));
        checkShape(fields);
        staged.set(name, { fields, createTime: before?.createTime ?? commitTime, updateTime: commitTime });
        writeResults.push(transformResults.length ? { updateTime: commitTime, transformResults } : { updateTime: commitTime });
      }
    }
    for (const [name, doc] of staged) {
      if (doc) docs.set(name, doc);
      else docs.delete(name);
    }
    return { writeResults, commitTime };
  }

  return http.createServer((req, res) => {
    route(req, res).catch((err) => {
      if (!(err instanceof RpcError)) console.error('[firestore-standin]', err);
      const e = err instanceof RpcError ? err : new RpcError(500, 'INTERNAL', String(err?.message ?? err));
      send(res, e.httpCode, { error: { code: e.httpCode, message: e.message, status: e.status } });
    });
  });
}

// ---- rules ----------------------------------------------------------------

function checkRead(auth, relPath) {
  const segments = relPath.split('/');
  const isUserDoc = segments.length === 2 && segments[0] === 'users';
  if (!isUserDoc || !auth || auth.uid !== segments[1]) throw denied();
}

function checkShape(fields) {
  const isArray = (v) => v?.arrayValue !== null && typeof v?.arrayValue === 'object';
  const ok =
    Object.keys(fields).sort().join() === 'cart,email,interests' &&
    typeof fields.email.stringValue === 'string' &&
    isArray(fields.cart) &&
    isArray(fields.interests);
  if (!ok) throw denied();
}

// ---- Firestore semantics ----------------------------------------------------

function checkPrecondition(pre, doc, name) {
  if (!pre) return;
  if (pre.exists === true && !doc) throw new RpcError(404, 'NOT_FOUND', `No document to update: ${name}`);
  if (pre.exists === false && doc) throw new RpcError(409, 'ALREADY_EXISTS', `Document already exists: ${name}`);
  // Lite transactions send the updateTime they read, with nanosecond digits.
  if (pre.updateTime !== undefined && (!doc || toMicros(pre.updateTime) !== toMicros(doc.updateTime))) {
    throw new RpcError(400, 'FAILED_PRECONDITION', 'the stored version does not match the required base version.');
  }
}

/** updateMask semantics: masked paths take the given value, or are removed if it is absent. */
function mergeFields(existing, given, fieldPaths) {
  const result = structuredClone(existing);
  for (const path of fieldPaths) {
    const segments = parseFieldPath(path);
    const value = getField(given, segments);
    setField(result, segments, value === undefined ? undefined : structuredClone(value));
  }
  return result;
}

function applyTransform(fields, t, commitTime) {
  const segments = parseFieldPath(t.fieldPath ?? '');
  const old = getField(fields, segments)?.arrayValue?.values ?? [];
  const same = (a, b) => canonical(a) === canonical(b);
  if (t.setToServerValue === 'REQUEST_TIME') {
    setField(fields, segments, { timestampValue: commitTime });
    return { timestampValue: commitTime };
  }
  if (t.appendMissingElements) {
    const values = [...old];
    for (const v of t.appendMissingElements.values ?? []) if (!values.some((x) => same(x, v))) values.push(v);
    setField(fields, segments, { arrayValue: { values } });
    return { nullValue: null };
  }
  if (t.removeAllFromArray) {
    const remove = t.removeAllFromArray.values ?? [];
    setField(fields, segments, { arrayValue: { values: old.filter((x) => !remove.some((v) => same(x, v))) } });
    return { nullValue: null };
  }
  throw unimplemented(`the field transform ${JSON.stringify(t)}`);
}

// Key-order-independent equality for arrayUnion/arrayRemove. Approximation:
// Firestore also treats integerValue "1" and doubleValue 1 as equal; we do not.
function canonical(v) {
  if (Array.isArray(v)) return `[${v.map(canonical).join()}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join()}}`;
  }
  return JSON.stringify(v);
}

/** `a.b`, `` `odd.name`.c `` -> ['a','b'], ['odd.name','c'] */
function parseFieldPath(path) {
  const segments = [];
  for (let i = 0; i < path.length; i++) {
    let segment = '';
    if (path[i] === '`') {
      for (i++; i < path.length && path[i] !== '`'; i++) segment += path[i] === '\\' ? path[++i] : path[i];
      i++;
    } else {
      for (; i < path.length && path[i] !== '.'; i++) segment += path[i];
    }
    segments.push(segment);
  }
  return segments;
}

function getField(fields, segments) {
  let value = { mapValue: { fields } };
  for (const s of segments) value = value?.mapValue?.fields?.[s];
  return value;
}

/** value undefined removes the field. */
function setField(fields, segments, value) {
  let target = fields;
  for (const s of segments.slice(0, -1)) {
    if (!target[s]?.mapValue) {
      if (value === undefined) return;
      target[s] = { mapValue: { fields: {} } };
    }
    target = target[s].mapValue.fields ??= {};
  }
  if (value === undefined) delete target[segments.at(-1)];
  else target[segments.at(-1)] = value;
}

// ---- plumbing -------------------------------------------------------------

function dbPath(match) {
  return `projects/${decodeURIComponent(match[1])}/databases/${decodeURIComponent(match[2])}`;
}

/** 'projects/p/databases/d/documents/users/u1' -> 'users/u1', rejecting names from another database. */
function relativePath(db, name) {
  const prefix = `${db}/documents/`;
  const rel = typeof name === 'string' && name.startsWith(prefix) ? name.slice(prefix.length) : '';
  const segments = rel.split('/');
  if (!rel || segments.length % 2 !== 0 || segments.some((s) => s === '')) {
    throw badRequest(`Invalid document name for ${db}: ${JSON.stringify(name)}`);
  }
  return rel;
}

function onlyKeys(obj, allowed, where) {
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) throw badRequest('Request body must be a JSON object.');
  const extra = Object.keys(obj).filter((k) => !allowed.includes(k));
  if (extra.length) throw unimplemented(`${extra.join(', ')} in ${where}`);
}

function toDocument(name, doc) {
  return { name, fields: doc.fields, createTime: doc.createTime, updateTime: doc.updateTime };
}

// The SDK posts JSON as `Content-Type: text/plain` (to dodge preflights), so never trust the type.
async function readJson(req) {
  let text = '';
  for await (const chunk of req) text += chunk;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Invalid JSON payload received.');
  }
}

function send(res, code, body) {
  res.writeHead(code, { 'Content-Type': 'application/json; charset=UTF-8', 'Access-Control-Allow-Origin': '*' });
  res.end(JSON.stringify(body));
}

/** RFC3339 with microseconds, like Firestore; strictly increasing so updateTime preconditions stay meaningful. */
function makeClock() {
  let last = 0n;
  return () => {
    const micros = BigInt(Math.floor((performance.timeOrigin + performance.now()) * 1000));
    last = micros > last ? micros : last + 1n;
    const seconds = new Date(Number(last / 1000n)).toISOString().slice(0, 19);
    return `${seconds}.${String(last % 1_000_000n).padStart(6, '0')}Z`;
  };
}

function toMicros(timestamp) {
  const m = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?Z$/.exec(String(timestamp));
  if (!m) throw badRequest(`Invalid timestamp: ${timestamp}`);
  return BigInt(Date.parse(`${m[1]}Z`)) * 1000n + BigInt((m[2] ?? '').padEnd(6, '0').slice(0, 6));
}

// ---- run directly ---------------------------------------------------------

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.FIRESTORE_PORT ?? 8080);
  const server = createFirestoreStandin();
  server.listen(port, '127.0.0.1', () => {
    console.log(`Firestore stand-in on http://127.0.0.1:${server.address().port}`);
  });
}
