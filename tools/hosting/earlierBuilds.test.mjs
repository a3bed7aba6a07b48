import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_LIFETIME_MS } from './pageLifetime.mjs';
import { hostingSites } from '../sites/sites.mjs';
import { serveSite } from './serveSite.mjs';

/** A build in place, as webpack's `clean` and then tools/builds/recordBuild.mjs make it: the folder emptied, then the files, then the record. */
function buildInPlace(dir, files, at) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries({ 'index.html': '<!doctype html>', ...files })) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  writeFileSync(path.join(dir, '.built-from.json'), '{}');
  utimesSync(path.join(dir, '.built-from.json'), at / 1000, at / 1000);
}

async function siteServing(t, clock) {
  const root = mkdtempSync(path.join(tmpdir(), 'earlier-builds-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const site = () => hostingSites({ root, env: {} }).find(({ target }) => target === 'auth');
  const dist = path.join(root, site().public);
  const server = await serveSite({ site, port: 0, root, earlier: 'kept', now: () => clock.now });
  t.after(() => server.close());
  const origin = `http://127.0.0.1:${server.address().port}`;
  const get = async (file) => {
    const response = await fetch(`${origin}/${file}`);
    return { status: response.status, body: await response.text(), cache: response.headers.get('cache-control') };
  };
  return { dist, get };
}

test('a build in place keeps serving the content-named files of the build before it, and never its manifest or entry', async (t) => {
  const clock = { now: Date.parse('2026-11-28T10:00:00Z') };
  const { dist, get } = await siteServing(t, clock);
  buildInPlace(dist, { 'mf-manifest.json': '{"build":1}', 'remoteEntry.js': 'entry 1', 'user-record.1111111111.js': 'record 1', 'assets/flour.svg': '<svg/>' }, clock.now);
  assert.equal((await get('mf-manifest.json')).body, '{"build":1}', 'the page opens on build 1');
  clock.now += 60_000;
  buildInPlace(dist, { 'mf-manifest.json': '{"build":2}', 'remoteEntry.js': 'entry 2', 'user-record.2222222222.js': 'record 2' }, clock.now);
  assert.equal((await get('mf-manifest.json')).body, '{"build":2}');
  const late = await get('user-record.1111111111.js');
  assert.deepEqual([late.status, late.body], [200, 'record 1'], 'the open page’s late chunk');
  assert.equal((await get('assets/flour.svg')).body, '<svg/>');
  const current = await get('user-record.2222222222.js');
  assert.equal(current.body, 'record 2');
  assert.equal(current.cache, 'public, max-age=31536000, immutable', 'the new build served by rules completed for it, which name its files');
  assert.equal(late.cache, 'no-cache', 'kept only as long as a page may want it, so never for a year');
  buildInPlace(dist, { 'mf-manifest.json': '{"build":3}' }, (clock.now += 60_000));
  assert.equal((await get('remoteEntry.js')).status, 404, 'a name that is not its content is never answered from an earlier build');
});

test('an earlier build’s files go once no page opened while it was served can still be open', async (t) => {
  const clock = { now: Date.parse('2026-11-28T10:00:00Z') };
  const { dist, get } = await siteServing(t, clock);
  buildInPlace(dist, { 'user-record.1111111111.js': 'record 1' }, clock.now);
  await get('index.html');
  clock.now += PAGE_LIFETIME_MS;
  buildInPlace(dist, { 'user-record.2222222222.js': 'record 2' }, clock.now);
  await get('index.html');
  clock.now += PAGE_LIFETIME_MS - 1;
  buildInPlace(dist, { 'user-record.3333333333.js': 'record 3' }, clock.now);
  assert.equal((await get('user-record.1111111111.js')).status, 200, 'build 1 was served until build 2 came, less than a page’s lifetime ago');
  clock.now += 2;
  buildInPlace(dist, { 'user-record.4444444444.js': 'record 4' }, clock.now);
  assert.equal((await get('user-record.1111111111.js')).status, 404);
  assert.equal((await get('user-record.2222222222.js')).status, 200);
});
