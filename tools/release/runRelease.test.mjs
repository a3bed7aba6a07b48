import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appNamed } from '../apps.mjs';
import { PAGE_LIFETIME_HOURS } from '../hosting/pageLifetime.mjs';
import { runRelease } from './runRelease.mjs';

const CART = appNamed('cart');
const HOST = appNamed('host');
const SOURCE = { commit: 'c0ffee1c0ffee1c0ffee1c0ffee1c0ffee1c0ffe', changed: [] };
const PICTURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x10, 0x80]);

/** A build as webpack leaves it, told apart by `n`, with the files a release never uploads beside it. */
function writeBuild(dir, n) {
  const files = {
    'mf-manifest.json': JSON.stringify({ build: n, metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }, shared: [], exposes: [] }),
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
async function cartSite(t, { app = CART, write = writeBuild } = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'release-'));
  const served = path.join(root, 'served');
  // One command a day and an hour, unless a test sets another pace: what a page opened a day ago may hold
  // is retention.test.mjs's, and each test here sees only the builds the other rules keep.
  const site = { root, served, broken: new Map(), published: [], checked: [], previews: [], logs: [], failPublish: () => false, clock: Date.parse('2026-11-01T09:00:00.000Z'), pace: PAGE_LIFETIME_HOURS + 1 };
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
  site.release = (action, { n, failure, check, signal } = {}) => {
    site.clock += site.pace * 3_600_000;
    return runRelease({
      app,
      action,
      build: false,
      dist: n === undefined ? undefined : write(path.join(root, `build-${n}`), n),
      siteUrl: new URL(`http://127.0.0.1:${server.address().port}/`),
      hostUrl: new URL('https://host.example.com/'),
      publish: (dir) => {
        const release = JSON.parse(readFileSync(path.join(dir, 'release.json'), 'utf8'));
        if (site.failPublish(release)) throw new Error('Hosting answered 503');
        rmSync(served, { recursive: true, force: true });
        cpSync(dir, served, { recursive: true });
        site.published.push(JSON.parse(readFileSync(path.join(dir, 'release.json'), 'utf8')));
      },
      preview: async (dir) => {
        site.previews.push({ page: readFileSync(path.join(dir, 'index.html'), 'utf8'), files: readdirSync(dir).sort(), live: site.published.at(-1)?.live });
        return { url: new URL('https://preview.example.com/'), close: async () => site.previews.at(-1).closed = true };
      },
      check: async (candidate) => {
        site.checked.push(candidate);
        return check ? check(candidate) : failure;
      },
      vouch: () => SOURCE,
      signal,
      log: (message) => site.logs.push(message),
      now: () => new Date(site.clock),
    });
  };
  site.url = `http://127.0.0.1:${server.address().port}/`;
  site.read = (file) => readFileSync(path.join(served, file), 'utf8');
  /** The entry a page loads: the one the root's manifest names. */
  site.liveEntry = () => {
    const { path: folder, name } = JSON.parse(site.read('mf-manifest.json')).metaData.remoteEntry;
    return site.read(`${folder}/${name}`);
  };
  return site;
}

const RELEASE = { kind: 'release' };

/** The host's build: its pages name their files from the root, and list their inline hashes beside them. */
function writeHostBuild(dir, n) {
  const main = `main.${String(n).repeat(10)}.js`;
  const files = {
    'index.html': `<!doctype html><title>build ${n}</title><script src="/${main}"></script>`,
    [main]: `/* host main ${n} */`,
    [`${main}.map`]: '{}',
    'sw.js': `/* worker of build ${n} */`,
    'inline-script-hashes.json': JSON.stringify([`'sha256-script${n}='`]),
    'inline-style-hashes.json': JSON.stringify([`'sha256-style${n}='`]),
  };
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  return dir;
}

test('the host’s release checks its candidate on a preview of the site with it live, the site unchanged meanwhile, then makes it live', async (t) => {
  const site = await cartSite(t, { app: HOST, write: writeHostBuild });
  await site.release(RELEASE, { n: 1 });
  assert.deepEqual(site.published.map((release) => release.live), [1], 'published once, when it had passed');
  assert.deepEqual(site.checked, [{ hostUrl: new URL('https://preview.example.com/'), remote: 'host', id: 1 }]);
  assert.deepEqual(site.previews.map(({ page, closed }) => [page, closed]), [['<!doctype html><title>build 1</title><script src="/main.1111111111.js"></script>', true]]);
  assert.equal(site.read('index.html'), site.read('v/1/index.html'));

  site.published.length = 0;
  await site.release(RELEASE, { n: 2 });
  const [preview] = site.previews.slice(-1);
  assert.equal(preview.live, undefined, 'nothing published while build 2 was checked');
  assert.match(preview.page, /build 2/);
  assert.ok(preview.files.includes('main.1111111111.js') && preview.files.includes('main.2222222222.js'));
  assert.deepEqual(site.published.map((release) => release.live), [2]);
  assert.match(site.read('index.html'), /build 2/);
  assert.equal(site.read('sw.js'), '/* worker of build 2 */');
  assert.equal(site.read('main.1111111111.js'), '/* host main 1 */', 'the files of a page still open on build 1');
  assert.deepEqual(JSON.parse(site.read('v/1/inline-script-hashes.json')), ["'sha256-script1='"], 'each kept build’s hashes, for the policy of the publishes after');
  assert.equal(existsSync(path.join(site.served, 'main.2222222222.js.map')), false);
});

test('the host rolls back as a remote does: its page and worker from the kept build, every kept build’s files still there', async (t) => {
  const site = await cartSite(t, { app: HOST, write: writeHostBuild });
  for (const n of [1, 2, 3]) await site.release(RELEASE, { n });
  site.checked.length = 0;
  await site.release({ kind: 'rollback' });
  assert.match(site.read('index.html'), /build 2/);
  await site.release({ kind: 'rollback' });
  assert.match(site.read('index.html'), /build 1/);
  assert.equal(site.read('sw.js'), '/* worker of build 1 */');
  assert.equal(site.read('main.3333333333.js'), '/* host main 3 */', 'a page opened on build 3 still finds its files');
  assert.deepEqual(site.checked, []);
});

test('a first host release that fails its check leaves the site as it was: a site with nothing live has no page', async (t) => {
  const site = await cartSite(t, { app: HOST, write: writeHostBuild });
  await assert.rejects(site.release(RELEASE, { n: 1, failure: 'a remote’s slot showed the fallback' }), /^Error: host build 1 failed its check: a remote’s slot showed the fallback\. The site was left as it was\.$/);
  assert.deepEqual(site.published, []);
});

test('a release uploads the candidate beside the live build, checks it, and only then publishes it as live and known-good', async (t) => {
  const site = await cartSite(t);
  await site.release(RELEASE, { n: 1 });
  const [candidate, promoted] = site.published;
  assert.deepEqual([candidate.live, candidate.builds[0].check], [undefined, 'pending']);
  assert.deepEqual([promoted.live, promoted.knownGood, promoted.builds[0].check], [1, 1, 'passed']);
  assert.deepEqual(site.checked, [{ hostUrl: new URL('https://host.example.com/'), remote: 'cart', id: 1 }]);
  assert.deepEqual(promoted.builds[0].files, ['assets/logo.png', 'main.1111111111.js', 'mf-manifest.json', 'remoteEntry.js'], 'no source map, build notes or team page');
  assert.deepEqual(promoted.builds[0].source, SOURCE);
  assert.equal(site.liveEntry(), '/* cart build 1 */', 'the root’s manifest names the live build');
  assert.equal(site.read('v/1/remoteEntry.js'), '/* cart build 1 */');
  assert.equal(existsSync(path.join(site.served, 'remoteEntry.js')), false, 'served from its own folder alone');

  site.published.length = 0;
  await site.release(RELEASE, { n: 2 });
  assert.equal(site.published[0].live, 1, 'while build 2 is checked, shoppers get build 1');
  assert.equal(site.liveEntry(), '/* cart build 2 */');
  assert.deepEqual(readFileSync(path.join(site.served, 'v/1/assets/logo.png')), Buffer.concat([PICTURE, Buffer.from([1])]), 'kept builds carried forward byte for byte');
});

test('a candidate that fails its check leaves the live and known-good builds, records why, and says so', async (t) => {
  const site = await cartSite(t);
  await site.release(RELEASE, { n: 1 });
  await assert.rejects(site.release(RELEASE, { n: 2, failure: 'its slot showed the fallback' }), /cart build 2 failed its check: its slot showed the fallback\. Shoppers still get build 1\./);
  const release = JSON.parse(site.read('release.json'));
  assert.deepEqual([release.live, release.knownGood], [1, 1]);
  assert.deepEqual(release.builds.map((b) => [b.id, b.check, b.reason]), [[2, 'failed', 'its slot showed the fallback'], [1, 'passed', undefined]]);
  assert.equal(site.liveEntry(), '/* cart build 1 */');
});

test('a rollback makes a kept build live on the site alone, unchecked; --to names one', async (t) => {
  const site = await cartSite(t);
  for (const n of [1, 2, 3]) await site.release(RELEASE, { n });
  site.checked.length = 0;
  await site.release({ kind: 'rollback' });
  assert.equal(site.liveEntry(), '/* cart build 2 */');
  await site.release({ kind: 'rollback', to: 1 });
  assert.equal(JSON.parse(site.read('mf-manifest.json')).build, 1);
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

const released = (site) => JSON.parse(site.read('release.json'));
const pending = (release) => release.builds.filter((b) => b.check === 'pending').map((b) => b.id);

test('a build of a commit that does not descend from the live build’s is refused before anything is uploaded; a rollback still goes back', async (t) => {
  const site = await cartSite(t);
  await site.release(RELEASE, { n: 1 });
  await site.release(RELEASE, { n: 2 });
  site.published.length = 0;
  const older = { commit: 'a1d0000a1d0000a1d0000a1d0000a1d0000a1d0', changed: [] };
  const asked = [];
  const refused = runRelease({
    app: CART,
    action: RELEASE,
    build: false,
    dist: writeBuild(path.join(site.root, 'build-old'), 9),
    siteUrl: new URL(site.url),
    hostUrl: new URL('https://host.example.com/'),
    publish: () => assert.fail('nothing is published'),
    vouch: () => older,
    isAncestor: (before, after) => {
      asked.push([before, after]);
      return false;
    },
    log: () => undefined,
  });
  await assert.rejects(refused, /^Error: Refusing to release cart built from a1d0000: it does not descend from c0ffee1, which the live build 2 was built from, .*--rollback/);
  assert.deepEqual(asked, [[SOURCE.commit, older.commit]]);
  assert.deepEqual(site.published, []);
  await site.release({ kind: 'rollback' });
  assert.equal(released(site).live, 1);
});

test('a check that crashes changes nothing: the candidate is marked failed with the reason, none pending, and no kept build dropped', async (t) => {
  const site = await cartSite(t);
  for (const n of [1, 2, 3, 4]) await site.release(RELEASE, { n });
  assert.deepEqual(released(site).builds.map((b) => b.id), [4, 3, 2]);
  site.published.length = 0;
  const crash = () => {
    throw new Error('Chromium could not start from /nowhere/chromium (spawn ENOENT); set CHROMIUM_PATH to a Chromium or Chrome that runs on this machine');
  };
  await assert.rejects(site.release(RELEASE, { n: 5, check: crash }), /cart build 5 failed its check: its check could not run: Chromium could not start .*set CHROMIUM_PATH.*\. Shoppers still get build 4\./);
  const after = released(site);
  assert.deepEqual([after.live, after.knownGood, pending(after)], [4, 4, []]);
  assert.deepEqual(after.builds.find((b) => b.id === 5), { ...after.builds.find((b) => b.id === 5), check: 'failed', reason: after.builds.find((b) => b.id === 5).reason });
  assert.match(after.builds.find((b) => b.id === 5).reason, /^its check could not run: Chromium could not start/);
  for (const publish of site.published) assert.deepEqual(publish.builds.map((b) => b.id).filter((id) => id < 5), [4, 3, 2], 'every publish before a pass keeps every build');
});

test('a failed candidate drops nothing; the next one to pass drops what retention lets go, saying by name what and why', async (t) => {
  const site = await cartSite(t);
  for (const n of [1, 2, 3]) await site.release(RELEASE, { n });
  await assert.rejects(site.release(RELEASE, { n: 4, failure: 'its slot showed the fallback' }));
  assert.deepEqual(released(site).builds.map((b) => b.id), [4, 3, 2, 1]);
  site.logs.length = 0;
  await site.release(RELEASE, { n: 5 });
  assert.deepEqual(released(site).builds.map((b) => b.id), [5, 3, 2], 'the two passed builds behind the live one, before the failed one');
  assert.match(site.logs.at(-1), /kept 5, 3, 2; dropped build 4 \(failed its check\), build 1 \(passed its check\): each is neither live, known-good, pinned, a build two --rollbacks in a row would go to, among the newest 3 \(passed builds first\), nor live in the last 24 hours$/);
});

test('a release whose last publish fails leaves its candidate failed, not pending', async (t) => {
  const site = await cartSite(t);
  await site.release(RELEASE, { n: 1 });
  site.failPublish = (release) => release.live === 2;
  await assert.rejects(site.release(RELEASE, { n: 2 }), /cart build 2 failed its check: the release stopped before its check's result was published: Hosting answered 503\. Shoppers still get build 1\./);
  const after = released(site);
  assert.deepEqual([after.live, pending(after), after.builds[0].check], [1, [], 'failed']);
});

test('at the retention limit, a build forced live past its check is rolled back from: --rollback has a target, and says which builds it passed over', async (t) => {
  const site = await cartSite(t);
  // Within the day, so that the builds rolled back from are still kept.
  site.pace = 1;
  for (const n of [1, 2, 3]) await site.release(RELEASE, { n });
  await site.release({ kind: 'rollback' });
  await site.release({ kind: 'rollback' });
  assert.equal(released(site).live, 1, 'builds 3 and 2 were rolled back from');
  await site.release(RELEASE, { n: 4 });
  await assert.rejects(site.release(RELEASE, { n: 5, failure: 'Remove takes the wrong line' }));
  await site.release({ kind: 'rollback', to: 5 });
  assert.deepEqual([released(site).live, released(site).knownGood], [5, 4]);
  site.logs.length = 0;
  await site.release({ kind: 'rollback' });
  assert.equal(site.logs[0], 'cart: rolling back from build 5 to build 4, the known-good build (live 5 is not)');
  site.logs.length = 0;
  await site.release({ kind: 'rollback' });
  assert.equal(site.logs[0], 'cart: rolling back from build 4 to build 1, the newest build before the live one (4) that passed its check and was not rolled back from; builds 2 and 3 were rolled back from');
  assert.equal(site.liveEntry(), '/* cart build 1 */');
  await assert.rejects(site.release({ kind: 'rollback' }), /^Error: Cannot roll back: no build before the live one \(1\) passed its check and was not rolled back from: no build is kept before it\. --to <n> makes another kept build live all the same: 5 \(rolled back from\), 4 \(rolled back from\), 3 \(rolled back from\) or 2 \(rolled back from\)\.$/);
});

test('a release interrupted during its check (Ctrl-C) records the candidate as failed, not pending', async (t) => {
  const site = await cartSite(t);
  await site.release(RELEASE, { n: 1 });
  const interrupted = new AbortController();
  const check = () => {
    interrupted.abort(new Error('interrupted (SIGINT)'));
    return new Promise(() => undefined);
  };
  await assert.rejects(site.release(RELEASE, { n: 2, check, signal: interrupted.signal }), /cart build 2 failed its check: its check could not run: interrupted \(SIGINT\)\. Shoppers still get build 1\./);
  assert.deepEqual([released(site).live, pending(released(site))], [1, []]);
});

test('a candidate an earlier release left pending (its command killed) is recorded as failed by the next command', async (t) => {
  const site = await cartSite(t);
  await site.release(RELEASE, { n: 1 });
  site.failPublish = (release) => release.builds.some((b) => b.id === 2 && b.check !== 'pending');
  await assert.rejects(site.release(RELEASE, { n: 2 }), /recording that failed too: Hosting answered 503\. Its release file may still say "pending"/);
  assert.deepEqual(pending(released(site)), [2], 'as a killed command would leave it');
  site.failPublish = () => false;
  site.logs.length = 0;
  await site.release({ kind: 'pin', id: 1 });
  assert.deepEqual(released(site).builds.find((b) => b.id === 2), { ...released(site).builds.find((b) => b.id === 2), check: 'failed', reason: 'its release ended before its check did' });
  assert.deepEqual(pending(released(site)), []);
  assert.match(
    site.logs[0],
    /^cart: build 2, uploaded 2026-11-03T11:00:00\.000Z, was still "pending": the release that uploaded it ended before its check did \(stopped outright, by kill -9 or a machine that went away\), so no check passed it and shoppers never got it\. It is recorded as failed now \("its release ended before its check did"\); release its source again to check it\.$/,
  );
});

test('a long day and more of passed, failed, killed, forced and rolled-back releases, with hours passing, ends with two rollbacks in a row that each have a target', async (t) => {
  const site = await cartSite(t);
  site.pace = 1;
  for (const n of [1, 2, 3]) await site.release(RELEASE, { n });
  await assert.rejects(site.release(RELEASE, { n: 4, failure: 'its slot showed the fallback' }));
  // Build 5's release is stopped outright during its check: it stays pending, and the next command says so.
  site.failPublish = (release) => release.builds.some((b) => b.id === 5 && b.check !== 'pending');
  await assert.rejects(site.release(RELEASE, { n: 5 }), /Its release file may still say "pending"/);
  site.failPublish = () => false;
  site.logs.length = 0;
  await site.release(RELEASE, { n: 6 });
  assert.match(site.logs[0], /^cart: build 5, uploaded .*, was still "pending": the release that uploaded it ended before its check did/);
  await site.release({ kind: 'rollback' });
  await site.release(RELEASE, { n: 7 });
  await assert.rejects(site.release(RELEASE, { n: 8, failure: 'Remove takes the wrong line' }));
  await site.release({ kind: 'rollback', to: 8 });
  await site.release({ kind: 'rollback' });
  assert.deepEqual([released(site).live, released(site).knownGood], [7, 7]);
  site.pace = 2 * 24;
  await assert.rejects(site.release(RELEASE, { n: 9, failure: 'Chromium could not start' }));
  site.pace = 1;
  await site.release(RELEASE, { n: 10 });
  await assert.rejects(site.release(RELEASE, { n: 11, failure: 'the console showed an error' }));
  site.pace = PAGE_LIFETIME_HOURS + 1;
  site.logs.length = 0;
  await site.release({ kind: 'rollback' });
  assert.equal(site.logs[0], 'cart: rolling back from build 10 to build 7, the newest build before the live one (10) that passed its check and was not rolled back from');
  site.logs.length = 0;
  await site.release({ kind: 'rollback' });
  assert.match(site.logs[0], /^cart: rolling back from build 7 to build 3, the newest build before the live one \(7\) that passed its check and was not rolled back from$/);
  assert.equal(site.liveEntry(), '/* cart build 3 */');
  assert.deepEqual([released(site).live, released(site).knownGood], [3, 3]);
});

test('--to names a kept build other than the live one; a refusal says which it takes, and publishes nothing', async (t) => {
  const site = await cartSite(t);
  for (const n of [1, 2]) await site.release(RELEASE, { n });
  await assert.rejects(site.release(RELEASE, { n: 3, failure: 'its slot showed the fallback' }));
  site.published.length = 0;
  await assert.rejects(site.release({ kind: 'rollback', to: 2 }), /^Error: Build 2 is already live\. --to <n> takes another kept build: 3 \(failed its check\) or 1 \(passed its check\)\.$/);
  await assert.rejects(site.release({ kind: 'rollback', to: 7 }), /^Error: Build 7 is not kept on the site\. --to <n> takes a kept build: 3 \(failed its check\) or 1 \(passed its check\)\.$/);
  assert.deepEqual(site.published, []);
  await site.release({ kind: 'rollback', to: 1 });
  assert.equal(released(site).live, 1);
});

test('a site whose release file predates live times gets them on its first command, and keeps every build a page may hold for a day after', async (t) => {
  const site = await cartSite(t);
  site.pace = 1;
  for (const n of [1, 2, 3, 4, 5]) await site.release(RELEASE, { n });
  const older = released(site);
  const untimed = JSON.parse(JSON.stringify(older, (key, value) => (key === 'liveFrom' || key === 'liveUntil' ? undefined : value)));
  writeFileSync(path.join(site.served, 'release.json'), JSON.stringify(untimed));
  await site.release({ kind: 'pin', id: 5 });
  const first = new Date(site.clock).toISOString();
  assert.deepEqual(
    released(site).builds.map(({ id, liveFrom, liveUntil }) => [id, liveFrom, liveUntil]),
    [[5, first, undefined], [4, undefined, first], [3, undefined, first], [2, undefined, first], [1, undefined, first]],
  );
  site.pace = PAGE_LIFETIME_HOURS + 1;
  await site.release({ kind: 'unpin', id: 5 });
  assert.deepEqual(released(site).builds.map((b) => b.id), [5, 4, 3]);
});
