import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SITE_RULES } from './sites.mjs';
import { KEPT_VERSIONS, stageVersions } from './versions.mjs';

const CART_IGNORE = SITE_RULES.ignore;
const PICTURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x10, 0x80]);

/** A build as webpack leaves it, told apart by `n`, with the files a deploy never uploads beside it. */
function writeBuild(dir, n) {
  const files = {
    'mf-manifest.json': `{"build":${n}}`,
    'remoteEntry.js': `/* cart build ${n} */`,
    [`main.${String(n).repeat(10).slice(0, 10)}.js`]: `/* main ${n} */`,
    [`main.${String(n).repeat(10).slice(0, 10)}.js.map`]: '{}',
    'mf-stats.json': '{}',
    'env.js': 'self.__STOREFRONT_CONFIG__={};',
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'logo.png'), Buffer.concat([PICTURE, Buffer.from([n])]));
}

/** The live site: serves whichever staged folder was deployed last, as Hosting would, and 404 for the rest. */
async function liveSite(t) {
  const site = { dir: undefined, broken: new Map() };
  const server = createServer((req, res) => {
    const file = decodeURIComponent(new URL(req.url, 'http://x').pathname).slice(1);
    if (site.broken.has(file)) return res.writeHead(site.broken.get(file)).end('broken');
    const onDisk = site.dir && path.join(site.dir, file);
    if (!onDisk || !existsSync(onDisk)) return res.writeHead(404).end('Not Found');
    res.writeHead(200).end(readFileSync(onDisk));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => server.close());
  site.url = new URL(`http://127.0.0.1:${server.address().port}/`);
  return site;
}

function workspace(t) {
  const root = mkdtempSync(path.join(tmpdir(), 'versions-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  let count = 0;
  return async (site, n) => {
    const dir = path.join(root, `deploy-${(count += 1)}`);
    mkdirSync(dir);
    writeBuild(dir, n);
    const staged = await stageVersions({ dir, siteUrl: site.url, ignore: CART_IGNORE, commit: `c${n}`, now: new Date(Date.UTC(2026, 10, n)) });
    return { dir, ...staged };
  };
}

const read = (dir, file) => readFileSync(path.join(dir, file), 'utf8');
const versionsOf = (dir) => JSON.parse(read(dir, 'versions.json')).versions;

test("a site's first kept build: itself at the root and as v/1, listed with what a deploy uploads, no previous", async (t) => {
  const site = await liveSite(t);
  const deploy = workspace(t);
  const first = await deploy(site, 1);
  assert.deepEqual({ id: first.id, previous: first.previous }, { id: 1, previous: undefined });
  assert.equal(read(first.dir, 'v/1/remoteEntry.js'), '/* cart build 1 */');
  assert.equal(read(first.dir, 'remoteEntry.js'), '/* cart build 1 */');
  assert.equal(existsSync(path.join(first.dir, 'previous')), false);
  const [version] = versionsOf(first.dir);
  assert.deepEqual(version, {
    id: 1,
    commit: 'c1',
    deployedAt: '2026-11-01T00:00:00.000Z',
    files: ['assets/logo.png', 'main.1111111111.js', 'mf-manifest.json', 'remoteEntry.js'],
  });
  assert.equal(existsSync(path.join(first.dir, 'v/1/main.1111111111.js.map')), false);
});

test('each deploy adds a version and carries the kept ones forward from the live site, byte for byte, the one before as /previous/', async (t) => {
  const site = await liveSite(t);
  const deploy = workspace(t);
  site.dir = (await deploy(site, 1)).dir;
  const second = await deploy(site, 2);
  assert.deepEqual({ id: second.id, previous: second.previous }, { id: 2, previous: 1 });
  assert.equal(read(second.dir, 'remoteEntry.js'), '/* cart build 2 */');
  assert.equal(read(second.dir, 'v/2/remoteEntry.js'), '/* cart build 2 */');
  assert.equal(read(second.dir, 'v/1/remoteEntry.js'), '/* cart build 1 */');
  assert.equal(read(second.dir, 'previous/remoteEntry.js'), '/* cart build 1 */');
  assert.equal(read(second.dir, 'previous/mf-manifest.json'), '{"build":1}');
  assert.deepEqual(readFileSync(path.join(second.dir, 'v/1/assets/logo.png')), Buffer.concat([PICTURE, Buffer.from([1])]));
  assert.deepEqual(versionsOf(second.dir).map((v) => [v.id, v.commit]), [[2, 'c2'], [1, 'c1']]);
});

test(`a site keeps the newest ${KEPT_VERSIONS} builds; an older one is not carried forward`, async (t) => {
  const site = await liveSite(t);
  const deploy = workspace(t);
  for (const n of [1, 2, 3]) site.dir = (await deploy(site, n)).dir;
  const fourth = await deploy(site, 4);
  assert.deepEqual(versionsOf(fourth.dir).map((v) => v.id), [4, 3, 2]);
  assert.equal(existsSync(path.join(fourth.dir, 'v/1')), false);
  assert.equal(read(fourth.dir, 'previous/remoteEntry.js'), '/* cart build 3 */');
});

test('a deploy that cannot read a kept version whole, or the list of versions, refuses rather than lose it', async (t) => {
  const site = await liveSite(t);
  const deploy = workspace(t);
  site.dir = (await deploy(site, 1)).dir;
  site.broken.set('v/1/main.1111111111.js', 503);
  await assert.rejects(deploy(site, 2), /v\/1\/main\.1111111111\.js answered 503; refusing to deploy a site that would lose that version/);
  site.broken.clear();
  site.broken.set('versions.json', 500);
  await assert.rejects(deploy(site, 2), /versions\.json answered 500; refusing to deploy without knowing the versions the site keeps/);
  site.broken.clear();
  writeFileSync(path.join(site.dir, 'versions.json'), JSON.stringify({ versions: [{ id: 1, files: ['../../etc/passwd'] }] }));
  await assert.rejects(deploy(site, 2), /versions\.json is not a list of versions; refusing to deploy over it/);
});
