import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { carryEarlierDeploys, DEPLOYS_FILE, earlierDeploys } from './earlierDeploys.mjs';
import { PAGE_LIFETIME_MS } from './pageLifetime.mjs';

const SITE = new URL('https://storefront.example/');
const NOW = Date.parse('2026-11-28T12:00:00Z');
const at = (ms) => new Date(ms).toISOString();
const NO_INLINE = { inlineStyles: [], inlineScripts: [] };

/** A deploy as tools/deploy.mjs makes it: the earlier deploys read from the live site, then carried into the stage. */
async function deploy({ dir, fetchFile, inline = NO_INLINE }) {
  const earlier = await earlierDeploys({ siteUrl: SITE, now: NOW, fetchFile });
  return carryEarlierDeploys({ dir, siteUrl: SITE, earlier, inline, now: NOW, fetchFile });
}

/** The live site as a fetch: its files by path, anything else a 404. */
function liveSite(files) {
  const asked = [];
  const fetchFile = async (url) => {
    asked.push(url.pathname);
    const body = files[url.pathname.slice(1)];
    const status = body === undefined ? 404 : typeof body === 'number' ? body : 200;
    return { ok: status === 200, status, text: async () => String(body), arrayBuffer: async () => Buffer.from(String(body)) };
  };
  return { fetchFile, asked };
}

/** A staged host build: its page, its entry and its chunks. */
function staged(t, files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'earlier-deploys-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  for (const [name, text] of Object.entries({ 'index.html': '<!doctype html>', ...files })) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

test('a deploy carries the files of the deploy it replaces, and records itself first', async (t) => {
  const dir = staged(t, { 'main.2222222222.js': 'main 2', 'contact.2222222222.js': 'contact 2' });
  const { fetchFile } = liveSite({
    [DEPLOYS_FILE]: JSON.stringify([{ time: at(NOW - 3_600_000), files: ['main.1111111111.js', 'contact.1111111111.js', 'assets/hero.svg'] }]),
    'main.1111111111.js': 'main 1',
    'contact.1111111111.js': 'contact 1',
    'assets/hero.svg': '<svg/>',
  });
  assert.deepEqual(await deploy({ dir, fetchFile }), { carried: 3, deploys: 1 });
  assert.equal(readFileSync(path.join(dir, 'contact.1111111111.js'), 'utf8'), 'contact 1', 'the open page’s late chunk');
  assert.equal(readFileSync(path.join(dir, 'assets/hero.svg'), 'utf8'), '<svg/>');
  assert.equal(readFileSync(path.join(dir, 'main.2222222222.js'), 'utf8'), 'main 2');
  const deploys = JSON.parse(readFileSync(path.join(dir, DEPLOYS_FILE), 'utf8'));
  assert.deepEqual(deploys[0], { time: at(NOW), files: ['contact.2222222222.js', 'main.2222222222.js'], inline: NO_INLINE }, 'its own content-named files: no page, no record');
  assert.deepEqual(deploys.map(({ time }) => time), [at(NOW), at(NOW - 3_600_000)]);
});

test('a deploy that stopped being live more than a page’s lifetime ago is no longer carried', async (t) => {
  const dir = staged(t, { 'main.4444444444.js': 'main 4' });
  const { fetchFile, asked } = liveSite({
    [DEPLOYS_FILE]: JSON.stringify([
      { time: at(NOW - 60_000), files: ['main.3333333333.js'] },
      { time: at(NOW - PAGE_LIFETIME_MS - 60_000), files: ['main.2222222222.js'] },
      { time: at(NOW - 2 * PAGE_LIFETIME_MS), files: ['main.1111111111.js'] },
    ]),
    'main.3333333333.js': 'main 3',
    'main.2222222222.js': 'main 2',
    'main.1111111111.js': 'main 1',
  });
  await deploy({ dir, fetchFile });
  assert.deepEqual(asked.filter((file) => file !== `/${DEPLOYS_FILE}`).sort(), ['/main.2222222222.js', '/main.3333333333.js'], 'build 2 was live until a minute ago; build 1 until a page’s lifetime and a minute ago');
  assert.deepEqual(JSON.parse(readFileSync(path.join(dir, DEPLOYS_FILE), 'utf8')).length, 3);
});

test('the first deploy with a record carries nothing', async (t) => {
  const dir = staged(t, { 'main.1111111111.js': 'main 1' });
  assert.deepEqual(await deploy({ dir, fetchFile: liveSite({}).fetchFile }), { carried: 0, deploys: 0 });
});

test('a file of an earlier deploy that cannot be read, or a record this tool did not write, stops the deploy, named', async (t) => {
  const dir = staged(t, {});
  const record = JSON.stringify([{ time: at(NOW - 60_000), files: ['contact.1111111111.js'] }]);
  await assert.rejects(deploy({ dir, fetchFile: liveSite({ [DEPLOYS_FILE]: record, 'contact.1111111111.js': 503 }).fetchFile }), /contact\.1111111111\.js answered 503; refusing to deploy/);
  await assert.rejects(deploy({ dir, fetchFile: liveSite({ [DEPLOYS_FILE]: '[{"time":"x","files":["../env.js"]}]' }).fetchFile }), /is not a record of deploys this tool wrote/);
  await assert.rejects(deploy({ dir, fetchFile: liveSite({ [DEPLOYS_FILE]: 500 }).fetchFile }), /deploys\.json answered 500/);
});

test('the policy of a deploy admits the inline scripts and styles of the earlier deploys’ pages still served, and each deploy records its own', async (t) => {
  const dir = staged(t, { 'main.2222222222.js': 'main 2' });
  const old = { inlineStyles: ["'sha256-b2xkIHN0eWxl'"], inlineScripts: ["'sha256-b2xkIHNjcmlwdA=='"] };
  const { fetchFile } = liveSite({
    [DEPLOYS_FILE]: JSON.stringify([
      { time: at(NOW - 2 * PAGE_LIFETIME_MS), files: [], inline: old },
      { time: at(NOW - 3 * PAGE_LIFETIME_MS), files: [], inline: { inlineStyles: [], inlineScripts: ["'sha256-bG9uZyBhZ28='"] } },
    ]),
  });
  const earlier = await earlierDeploys({ siteUrl: SITE, now: NOW, fetchFile });
  assert.deepEqual(earlier.inline, old, 'the deploy live until now; not the one replaced long ago');
  const own = { inlineStyles: [], inlineScripts: ["'sha256-bmV3IHNjcmlwdA=='"] };
  await carryEarlierDeploys({ dir, siteUrl: SITE, earlier, inline: own, now: NOW, fetchFile });
  assert.deepEqual(JSON.parse(readFileSync(path.join(dir, DEPLOYS_FILE), 'utf8'))[0].inline, own);
});
