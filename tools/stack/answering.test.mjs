import assert from 'node:assert/strict';
import { test } from 'node:test';
import { REMOTES } from '../apps.mjs';
import { partsNotAnswering, stackProbes } from './answering.mjs';
import { firstErrorLine } from './service.mjs';

const SERVED_SHOP = '<div id="shop-view" data-served="" data-build="v/3/mf-manifest.json"><article>Basmati rice</article></div>';

/** A stack whose parts answer as `answers` says, by address; every other address as a working stack does. */
function stack(answers = {}) {
  return async (url) => {
    const given = answers[url];
    if (given instanceof Error) throw given;
    if (given) return given;
    if (url.endsWith('/mf-manifest.json')) {
      const port = Number(new URL(url).port);
      return Response.json({ name: REMOTES.find((remote) => remote.port === port)?.name });
    }
    if (url === 'http://localhost:3000/shop/') return new Response(`<html>${SERVED_SHOP}</html>`, { headers: { 'content-type': 'text/html' } });
    if (url === 'http://localhost:3000/') return new Response('<html></html>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
    if (url.includes(':8080/')) return Response.json({ error: { status: 'PERMISSION_DENIED' } }, { status: 403 });
    return Response.json({});
  };
}

test('a stack whose every part answers a real request as it should is ready', async () => {
  assert.deepEqual(await partsNotAnswering(stackProbes(), { withinMs: 0, fetchFn: stack() }), []);
});

test('a shop address served without its products is the function not answering, named with the tool whose log says why', async () => {
  const page = new Response('<html><div id="shop-view"></div></html>', { headers: { 'content-type': 'text/html' } });
  const [silent, ...more] = await partsNotAnswering(stackProbes(), { withinMs: 0, fetchFn: stack({ 'http://localhost:3000/shop/': page }) });
  assert.deepEqual(more, []);
  assert.equal(silent.part, "the shop's function (a shop address with its products)");
  assert.equal(silent.service, 'firebase');
  assert.match(silent.reason, /without the shop's products/);
});

test('a part refusing connections, answering an error, or serving another remote’s manifest is named with why', async () => {
  const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
  const silent = await partsNotAnswering(stackProbes(), {
    withinMs: 0,
    fetchFn: stack({
      'http://127.0.0.1:9099/emulator/v1/projects/demo-storefront/config': refused,
      [`http://localhost:${REMOTES[1].port}/mf-manifest.json`]: Response.json({ name: REMOTES[0].name }),
      'http://127.0.0.1:8080/v1/projects/demo-storefront/databases/(default)/documents/users/npm-start': new Response('', { status: 500 }),
    }),
  });
  assert.deepEqual(
    silent.map(({ part, reason }) => `${part}: ${reason}`),
    [`${REMOTES[1].folder} (its manifest): answered a manifest named "${REMOTES[0].name}", not "${REMOTES[1].name}"`, 'the Auth emulator: gave no answer (ECONNREFUSED)', 'Firestore: answered 500'],
  );
});

test('the first error a tool printed is the line that says what went wrong', () => {
  const printed = 'i  functions: Loaded functions definitions from source: shopPage.\n⚠  functions: Error: Cannot find module \'@google-cloud/firestore\'\nRequire stack:\n- /a/b.js\n';
  assert.equal(firstErrorLine(printed), "⚠  functions: Error: Cannot find module '@google-cloud/firestore'");
  assert.equal(firstErrorLine('all well\n'), undefined);
});

test('a part that answers as it should only at a later try (a cold start) is ready, one that never does is named once time is up', async () => {
  let asked = 0;
  const warming = async (url, init) => (url === 'http://localhost:3000/shop/' && ++asked < 3 ? new Response('<html></html>', { headers: { 'content-type': 'text/html' } }) : stack()(url, init));
  assert.deepEqual(await partsNotAnswering(stackProbes(), { withinMs: 2000, pauseMs: 10, fetchFn: warming }), []);
  assert.equal(asked, 3);
});
