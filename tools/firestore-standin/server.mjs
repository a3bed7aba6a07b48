// LOCAL STAND-IN for the Firestore emulator, where its jar or Java cannot be found. It is NOT Firestore: it
// answers, in memory, only what the apps and their tests call on users/{uid}, and 501 to anything else, so
// that new code fails loudly. Of firestore.rules only the owner check is mirrored; the rest is the emulator's.

import http from 'node:http';
import { decodeBearer } from './tokens.mjs';

// Listed explicitly because a `*` wildcard in Allow-Headers never covers `Authorization`.
const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'X-Goog-Api-Client', 'X-Firebase-GMPID', 'Google-Cloud-Resource-Prefix', 'X-Goog-Request-Params'].join(', ');

class RpcError extends Error {
  constructor(httpCode, status, message) {
    super(message);
    this.httpCode = httpCode;
    this.status = status;
  }
}

// Firestore's own body for a rules denial; the SDK maps 403 to `permission-denied`.
const denied = () => new RpcError(403, 'PERMISSION_DENIED', 'Missing or insufficient permissions.');
const badRequest = (message) => new RpcError(400, 'INVALID_ARGUMENT', message);
const unimplemented = (what) => new RpcError(501, 'UNIMPLEMENTED', `The local Firestore stand-in does not implement ${what}.`);

export function createFirestoreStandin() {
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
    if (!m) throw unimplemented(`${req.method} ${pathname}`);
    const db = dbPath(m);
    const auth = decodeBearer(req.headers.authorization);
    if (m[3] === 'batchGet' && req.method === 'POST') return send(res, 200, batchGet(db, auth, await readJson(req)));
    if (m[3] === 'commit' && req.method === 'POST') return send(res, 200, commit(db, auth, await readJson(req)));
    if (m[4] === 'users' && req.method === 'GET' && req.headers.authorization === 'Bearer owner') {
      const prefix = `${db}/documents/users/`;
      return send(res, 200, { documents: [...docs].filter(([name]) => name.startsWith(prefix)).map(([name, doc]) => ({ name, ...doc })) });
    }
    if (m[4] && req.method === 'DELETE') {
      const name = `${db}/documents/${m[4].split('/').map(decodeURIComponent).join('/')}`;
      checkOwner(auth, db, name);
      docs.delete(name);
      return send(res, 200, {});
    }
    if (m[4] && req.method === 'GET') {
      const name = `${db}/documents/${m[4].split('/').map(decodeURIComponent).join('/')}`;
      checkOwner(auth, db, name);
      if (!docs.has(name)) throw new RpcError(404, 'NOT_FOUND', `Document "${name}" not found.`);
      return send(res, 200, { name, ...docs.get(name) });
    }
    throw unimplemented(`${req.method} ${pathname}`);
  }

  function batchGet(db, auth, { documents, ...rest }) {
    if (Object.keys(rest).length > 0) throw unimplemented(`${Object.keys(rest).join(', ')} in batchGet`);
    if (!Array.isArray(documents)) throw badRequest('documents must be an array.');
    // Firestore fails the whole call if any one document is unreadable.
    for (const name of documents) checkOwner(auth, db, name);
    const readTime = now();
    return documents.map((name) => (docs.has(name) ? { found: { name, ...docs.get(name) }, readTime } : { missing: name, readTime }));
  }

  function commit(db, auth, { writes, ...rest }) {
    if (Object.keys(rest).length > 0) throw unimplemented(`${Object.keys(rest).join(', ')} in commit`);
    if (!Array.isArray(writes)) throw badRequest('writes must be an array.');
    const commitTime = now();
    // A commit is atomic: every write is checked before any is applied.
    for (const { update, verify, currentDocument, ...other } of writes) {
      if (Object.keys(other).length > 0) throw unimplemented(`${Object.keys(other).join(', ')} in a write`);
      const name = update?.name ?? verify;
      if (typeof name !== 'string') throw badRequest('Each write needs update or verify.');
      checkOwner(auth, db, name);
      checkPrecondition(currentDocument, docs.get(name), name);
    }
    for (const { update } of writes) {
      if (update) docs.set(update.name, { fields: update.fields ?? {}, createTime: docs.get(update.name)?.createTime ?? commitTime, updateTime: commitTime });
    }
    return { writeResults: writes.map(() => ({ updateTime: commitTime })), commitTime };
  }

  return http.createServer((req, res) => {
    route(req, res).catch((err) => {
      if (!(err instanceof RpcError)) console.error('[firestore-standin]', err);
      const e = err instanceof RpcError ? err : new RpcError(500, 'INTERNAL', String(err?.message ?? err));
      send(res, e.httpCode, { error: { code: e.httpCode, message: e.message, status: e.status } });
    });
  });
}

/** The owner check of firestore.rules: users/{uid}, read or written with a token for that uid. */
function checkOwner(auth, db, name) {
  const prefix = `${db}/documents/`;
  if (typeof name !== 'string' || !name.startsWith(prefix)) throw badRequest(`Invalid document name for ${db}: ${JSON.stringify(name)}`);
  const [collection, uid, ...deeper] = name.slice(prefix.length).split('/');
  if (collection !== 'users' || !uid || deeper.length > 0 || auth?.uid !== uid) throw denied();
}

function checkPrecondition(precondition, doc, name) {
  if (!precondition) return;
  if (precondition.exists === true && !doc) throw new RpcError(404, 'NOT_FOUND', `No document to update: ${name}`);
  if (precondition.exists === false && doc) throw new RpcError(409, 'ALREADY_EXISTS', `Document already exists: ${name}`);
  // A transaction sends back the updateTime it read, with nanosecond digits.
  if (precondition.updateTime !== undefined && (!doc || toMicros(precondition.updateTime) !== toMicros(doc.updateTime))) {
    throw new RpcError(400, 'FAILED_PRECONDITION', 'the stored version does not match the required base version.');
  }
}

function dbPath(match) {
  return `projects/${decodeURIComponent(match[1])}/databases/${decodeURIComponent(match[2])}`;
}

// The SDK posts JSON as `Content-Type: text/plain` (to dodge preflights), so never trust the type.
async function readJson(req) {
  let text = '';
  for await (const chunk of req) text += chunk;
  try {
    const body = JSON.parse(text);
    if (body && typeof body === 'object' && !Array.isArray(body)) return body;
  } catch {
    // answered below, as Firestore does
  }
  throw badRequest('Invalid JSON payload received.');
}

function send(res, code, body) {
  res.writeHead(code, { 'Content-Type': 'application/json; charset=UTF-8', 'Access-Control-Allow-Origin': '*' });
  res.end(JSON.stringify(body));
}

/** RFC 3339 with microseconds, like Firestore; strictly increasing so updateTime preconditions stay meaningful. */
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
