import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appNamed } from '../apps.mjs';
import { runRelease } from './runRelease.mjs';

const CART = appNamed('cart');
const SOURCE = { commit: 'c0ffee1c0ffee1c0ffee1c0ffee1c0ffee1c0ffe', changed: [] };
const PICTURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x10, 0x80]);

/** A build as webpack leaves it, told apart by `n`, with the files a release never uploads beside it. */
function writeBuild(dir, n) {
  const files = {
    'mf-manifest.json': `{"build":${n}}`,
    'remoteEntry.js': `/* cart build ${n} */`,
    [`main.${String(n).repeat(10)}.js`]: `/* main ${n} */`,
    [`main.${String(n).repeat(10)}.js.map`]: '{}',
    'mf-stats.json': '{}',
    'index.html': '<!doctype html><script src="/env.js"></script>',
  };
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  writeFileSync(path.join(dir, 'assets', 'logo.png'), Buffer.concat([PICTURE, Buffer.from([n])]));
  return dir;
}

/**
 * The cart's site as Hosting would serve it: whatever folder was published last, 404 for the rest, and
 * any file `broken` names failing. `published` keeps each publish's release file.
 */
async function cartSite(t) {
  const root = mkdtempSync(path.join(tmpdir(), 'release-'));
  const served = path.join(root, 'served');
  const site = { root, served, broken: new Map(), published: [], checked: [] };
  const server = createServer((req, res) => {
    const file = decodeURIComponent(new URL(req.url, 'http://x').pathname).slice(1);
    if (site.broken.has(file)) return res.writeHead(site.broken.get(file)).end('broken');
    const onDisk = path.join(served, file);
    if (!existsSync(onDisk)) return res.writeHead(404).end('Not Found');
    res.writeHead(200).end(readFileSync(onDisk));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });
  site.release = (action, { n, failure } = {}) =>
    runRelease({
      app: CART,
      action,
      build: false,
      dist: n === undefined ? undefined : writeBuild(path.join(root, `build-${n}`), n),
      siteUrl: new URL(`http://127.0.0.1:${server.address().port}/`),
      hostUrl: new URL('https://host.example.com/'),
      publish: (dir) => {
        rmSync(served, { recursive: true, force: true });
        cpSync(dir, served, { recursive: true });
        site.published.push(JSON.parse(readFileSync(path.join(dir, 'release.json'), 'utf8')));
      },
      check: async (candidate) => {
        site.checked.push(candidate);
        return failure;
      },
      vouch: () => SOURCE,
      log: () => undefined,
    });
  site.url = `http://127.0.0.1:${server.address().port}/`;
  site.read = (file) => readFileSync(path.join(served, file), 'utf8');
  return site;
}

const RELEASE = { kind: 'release' };

test('a release uploads the candidate beside the live build, checks it, and only then publishes it as live and known-good', async (t) => {
  const site = await cartSite(t);
  await site.release(RELEASE, { n: 1 });
  const [candidate, promoted] = site.published;
  assert.deepEqual([candidate.live, candidate.builds[0].check], [undefined, 'pending']);
  assert.deepEqual([promoted.live, promoted.knownGood, promoted.builds[0].check], [1, 1, 'passed']);
  assert.deepEqual(site.checked, [{ hostUrl: new URL('https://host.example.com/'), remote: 'cart', id: 1 }]);
  assert.deepEqual(promoted.builds[0].files, ['assets/logo.png', 'main.1111111111.js', 'mf-manifest.json', 'remoteEntry.js'], 'no source map, build notes or team page');
  assert.deepEqual(promoted.builds[0].source, SOURCE);
  assert.equal(site.read('remoteEntry.js'), '/* cart build 1 */', 'the live build at the root');
  assert.equal(site.read('v/1/remoteEntry.js'), '/* cart build 1 */');

  site.published.length = 0;
  await site.release(RELEASE, { n: 2 });
  assert.equal(site.published[0].live, 1, 'while build 2 is checked, shoppers get build 1');
  assert.equal(site.read('remoteEntry.js'), '/* cart build 2 */');
  assert.deepEqual(readFileSync(path.join(site.served, 'v/1/assets/logo.png')), Buffer.concat([PICTURE, Buffer.from([1])]), 'kept builds carried forward byte for byte');
});

test('a candidate that fails its check leaves the live and known-good builds, records why, and says so', async (t) => {
  const site = await cartSite(t);
  await site.release(RELEASE, { n: 1 });
  await assert.rejects(site.release(RELEASE, { n: 2, failure: 'its slot showed the fallback' }), /cart build 2 failed its check: its slot showed the fallback\. Shoppers still get build 1\./);
  const release = JSON.parse(site.read('release.json'));
  assert.deepEqual([release.live, release.knownGood], [1, 1]);
  assert.deepEqual(release.builds.map((b) => [b.id, b.check, b.reason]), [[2, 'failed', 'its slot showed the fallback'], [1, 'passed', undefined]]);
  assert.equal(site.read('remoteEntry.js'), '/* cart build 1 */');
});

test('a rollback makes a kept build live on the site alone, unchecked; --to names one', async (t) => {
  const site = await cartSite(t);
  for (const n of [1, 2, 3]) await site.release(RELEASE, { n });
  site.checked.length = 0;
  await site.release({ kind: 'rollback' });
  assert.equal(site.read('remoteEntry.js'), '/* cart build 2 */');
  await site.release({ kind: 'rollback', to: 1 });
  assert.equal(site.read('mf-manifest.json'), '{"build":1}');
  assert.deepEqual(JSON.parse(site.read('release.json')).live, 1);
  assert.deepEqual(site.checked, []);
});

test('a pinned build survives later releases; unpinned, the next publish drops it', async (t) => {
  const site = await cartSite(t);
  await site.release(RELEASE, { n: 1 });
  await site.release({ kind: 'pin', id: 1 });
  for (const n of [2, 3, 4, 5]) await site.release(RELEASE, { n });
  assert.deepEqual(JSON.parse(site.read('release.json')).builds.map((b) => b.id), [5, 4, 3, 1]);
  assert.equal(site.read('v/1/remoteEntry.js'), '/* cart build 1 */');
  await site.release({ kind: 'unpin', id: 1 });
  assert.equal(existsSync(path.join(site.served, 'v/1')), false);
});

test('a release that cannot read a kept build whole, or the release file, refuses before publishing anything', async (t) => {
  const site = await cartSite(t);
  await site.release(RELEASE, { n: 1 });
  site.published.length = 0;
  site.broken.set('v/1/main.1111111111.js', 503);
  await assert.rejects(site.release(RELEASE, { n: 2 }), /v\/1\/main\.1111111111\.js answered 503; refusing to publish a site that would lose that build/);
  site.broken.clear();
  site.broken.set('release.json', 500);
  await assert.rejects(site.release(RELEASE, { n: 2 }), /release\.json answered 500; refusing to publish without knowing the builds the site keeps/);
  assert.deepEqual(site.published, []);
});

test('a release asks first whether the site can be published to, and refuses before building when it cannot', async (t) => {
  const site = await cartSite(t);
  const refused = runRelease({
    app: CART,
    action: RELEASE,
    build: true,
    siteUrl: new URL('http://127.0.0.1:9/'),
    hostUrl: new URL('https://host.example.com/'),
    publish: () => assert.fail('nothing is published'),
    ready: async () => {
      throw new Error('no credentials for project cashcarry-prod');
    },
    log: () => undefined,
  });
  await assert.rejects(refused, /^Error: no credentials for project cashcarry-prod$/);
  assert.deepEqual(site.published, []);
});

test('a site with no room for one more build refuses before building it', async (t) => {
  const site = await cartSite(t);
  for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) {
    await site.release(RELEASE, { n });
    await site.release({ kind: 'pin', id: n });
  }
  site.published.length = 0;
  const refused = runRelease({
    // A build of this would fail: the refusal must come first.
    app: { ...CART, folder: 'no-such-app' },
    action: RELEASE,
    build: true,
    siteUrl: new URL(site.url),
    hostUrl: new URL('https://host.example.com/'),
    publish: () => assert.fail('nothing is published'),
    vouch: () => SOURCE,
    log: () => undefined,
  });
  await assert.rejects(refused, /Refusing to publish: the site would keep 9 builds/);
  assert.deepEqual(site.published, []);
});

test('a build whose source is not recorded is refused before anything is published', async (t) => {
  const site = await cartSite(t);
  const refused = runRelease({
    app: CART,
    action: RELEASE,
    build: false,
    dist: writeBuild(path.join(site.root, 'unrecorded'), 1),
    siteUrl: new URL(site.url),
    hostUrl: new URL('https://host.example.com/'),
    publish: () => assert.fail('nothing is published'),
    log: () => undefined,
  });
  await assert.rejects(refused, /What remote-cart\/dist was built from is not recorded/);
});

test('a build rolled back from is marked so, and going back to it with --to does not make it known-good', async (t) => {
  const site = await cartSite(t);
  for (const n of [1, 2, 3, 4]) await site.release(RELEASE, { n });
  await site.release({ kind: 'rollback' });
  const rolledBack = JSON.parse(site.read('release.json'));
  assert.deepEqual([rolledBack.live, rolledBack.knownGood], [3, 3]);
  assert.match(rolledBack.builds.find((b) => b.id === 4).rolledBack, /^\d{4}-\d\d-\d\dT/);
  await site.release({ kind: 'rollback', to: 4 });
  const forced = JSON.parse(site.read('release.json'));
  assert.deepEqual([forced.live, forced.knownGood], [4, 3], 'live again, but the page still falls back to 3');
  await site.release({ kind: 'rollback' });
  assert.equal(JSON.parse(site.read('release.json')).live, 3);
});
