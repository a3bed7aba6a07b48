import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { layOutSite, liveRelease } from './siteFolder.mjs';

const RELEASE = { live: 1, knownGood: 1, pins: [], builds: [{ id: 1, files: ['mf-manifest.json', 'remoteEntry.js', 'main.js'], check: 'passed' }] };
const MANIFEST = { metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }, shared: [], exposes: [] };

/**
 * A site served from another process, as a real one is, that keeps a connection alive without saying for
 * how long (no Keep-Alive header, as Hosting's front end) and drops it after 100 ms idle without the
 * client learning it until it sends on it again, as it would across a proxy that forgot the connection.
 */
async function siteInAnotherProcess(t) {
  const server = `
    const release = ${JSON.stringify(JSON.stringify(RELEASE))};
    const manifest = ${JSON.stringify(JSON.stringify(MANIFEST))};
    require('node:net').createServer((socket) => {
      let received = '';
      let idle;
      let dropped = false;
      socket.on('error', () => undefined);
      socket.on('data', (data) => {
        if (dropped) return socket.destroy();
        received += data;
        for (let end = received.indexOf('\\r\\n\\r\\n'); end >= 0; end = received.indexOf('\\r\\n\\r\\n')) {
          const url = received.slice(0, end).split(' ')[1];
          received = received.slice(end + 4);
          const body = url === '/release.json' ? release : url.endsWith('/mf-manifest.json') ? manifest : 'file ' + url;
          socket.write('HTTP/1.1 200 OK\\r\\nContent-Type: text/plain\\r\\nContent-Length: ' + Buffer.byteLength(body) + '\\r\\n\\r\\n' + body);
          clearTimeout(idle);
          idle = setTimeout(() => (dropped = true), 100);
        }
      });
    }).listen(0, '127.0.0.1', function () { console.log(this.address().port); });`;
  const child = spawn(process.execPath, ['-e', server], { stdio: ['ignore', 'pipe', 'inherit'] });
  t.after(() => child.kill());
  const [port] = await once(child.stdout, 'data');
  return new URL(`http://127.0.0.1:${String(port).trim()}/`);
}

/** What a build does to the release's process: nothing else runs in it meanwhile. */
const blockFor = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

test('the kept builds are downloaded whole after a build that blocked the process past the server’s keep-alive', async (t) => {
  const siteUrl = await siteInAnotherProcess(t);
  const dir = mkdtempSync(path.join(tmpdir(), 'site-folder-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const release = await liveRelease(siteUrl);
  // The release's checks before building run meanwhile: the connection is back in a pool by then.
  await new Promise((resolve) => setTimeout(resolve, 10));
  blockFor(500);
  await layOutSite({ dir, release, siteUrl });
  assert.equal(readFileSync(path.join(dir, 'v', '1', 'main.js'), 'utf8'), 'file /v/1/main.js');
  assert.equal(readFileSync(path.join(dir, 'v', '1', 'remoteEntry.js'), 'utf8'), 'file /v/1/remoteEntry.js');
  assert.equal(JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')).metaData.remoteEntry.path, 'v/1');
});

test('the root holds the live build’s manifest and the release file, and no other file: a release only adds folders', async (t) => {
  const siteUrl = await siteInAnotherProcess(t);
  const dir = mkdtempSync(path.join(tmpdir(), 'site-folder-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  await layOutSite({ dir, release: await liveRelease(siteUrl), siteUrl });
  assert.deepEqual(readdirSync(dir).sort(), ['mf-manifest.json', 'release.json', 'v']);
});

test('a site that cannot be reached is named, with why', async () => {
  await assert.rejects(liveRelease(new URL('http://127.0.0.1:9/')), /^Error: http:\/\/127\.0\.0\.1:9\/release\.json could not be read: ECONNREFUSED/);
});
