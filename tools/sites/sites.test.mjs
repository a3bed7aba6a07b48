import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS } from '../apps.mjs';
import { shopAddress } from '../contracts/shopAddress.mjs';
import { hostingSites, NOT_SHOP_ADDRESS, ROOT, SHOP_SOURCES, SITE_RULES } from './sites.mjs';
import { serveSite } from '../hosting/serveSite.mjs';

/** A folder laid out as the sites expect (`host/dist`, `remote-shop/dist` …) with these files in each. */
function builtSites(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'sites-'));
  for (const site of hostingSites({ env: {} })) {
    for (const [name, text] of Object.entries(files)) {
      const file = path.join(root, site.public, name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  }
  return root;
}

/** Serves a site as `npm start` does and returns the headers of each path. */
async function headersOf(site, root, paths) {
  const server = await serveSite({ site, port: 0, root });
  try {
    const origin = `http://127.0.0.1:${server.address().port}`;
    return await Promise.all(paths.map(async (urlPath) => {
      const response = await fetch(origin + urlPath);
      await response.arrayBuffer();
      return { status: response.status, headers: response.headers };
    }));
  } finally {
    server.close();
  }
}

const FILES = {
  'index.html': '<!doctype html><title>page</title>',
  'privacy.html': '<!doctype html><title>privacy</title>',
  'mf-manifest.json': '{}',
  'remoteEntry.js': '',
  'release.json': '{}',
  'sw.js': '',
  'v/2/mf-manifest.json': '{}',
  'main.1fd46ff3e4.js': '',
  '__federation_expose_Shop.9c30ef97bd.css': '',
  'assets/flour.0123456789.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

test('every app of tools/apps.json is a site of its own, by its Hosting target, serving its build', () => {
  const sites = hostingSites({ env: {} });
  assert.deepEqual(sites.map((site) => site.target), APPS.map((app) => app.hosting));
  assert.deepEqual(sites.map((site) => site.public), APPS.map((app) => `${app.folder}/dist`));
});

test('the last matching rule wins: pages, manifests, entries, env.js, release.json and the service worker revalidate, hashed files are kept a year', async () => {
  const root = builtSites(FILES);
  const paths = ['/', '/index.html', '/privacy.html', '/mf-manifest.json', '/remoteEntry.js', '/env.js', '/release.json', '/sw.js', '/v/2/mf-manifest.json', '/main.1fd46ff3e4.js', '/__federation_expose_Shop.9c30ef97bd.css', '/assets/flour.0123456789.svg', '/favicon.svg'];
  const expected = ['no-cache', 'no-cache', 'no-cache', 'no-cache', 'no-cache', 'no-cache', 'no-cache', 'no-cache', 'no-cache', 'public, max-age=31536000, immutable', 'public, max-age=31536000, immutable', 'public, max-age=31536000, immutable', 'public, max-age=3600'];
  for (const site of hostingSites({ root, env: {} })) {
    const responses = await headersOf(site, root, paths);
    assert.deepEqual(responses.map(({ status }) => status), paths.map(() => 200), site.target);
    assert.deepEqual(responses.map(({ headers }) => headers.get('cache-control')), expected, site.target);
  }
});

/** Addresses shaped like a build's files that no build holds. */
const MISSES = [
  '/abc.0123456789.js',
  '/main.1fd46ff3e4.css',
  '/__federation_expose_Shop.0123456789.js',
  '/styles.0123456789.css',
  '/assets/flour.9876543210.svg',
  '/assets/nothing.svg',
  '/v/2/main.1fd46ff3e4.js',
  '/v/9/assets/flour.0123456789.svg',
];
const LONG_LIVED = /max-age=[1-9]|immutable/;
const cachePolicies = (rule) => rule.headers.filter(({ key }) => key === 'Cache-Control').map(({ value }) => value);

test('as configured for Hosting, which matches rules on the address whatever the answer, a long-lived policy names only files the build holds', () => {
  const root = builtSites(FILES);
  for (const site of hostingSites({ root, env: {} })) {
    const longLived = site.headers.filter((rule) => cachePolicies(rule).some((value) => LONG_LIVED.test(value)));
    assert.ok(longLived.length > 0, site.target);
    for (const rule of longLived) {
      assert.equal(rule.source, undefined, `${site.target}: a long-lived rule is no glob`);
      const matches = (urlPath) => new RegExp(rule.regex, 'u').test(urlPath);
      for (const miss of MISSES) assert.ok(!matches(miss), `${site.target}: ${miss} matches ${rule.regex}`);
    }
    const [everyFile, hashed] = longLived.map((rule) => Object.keys(FILES).filter((file) => new RegExp(rule.regex, 'u').test(`/${file}`)).sort());
    assert.deepEqual(everyFile, Object.keys(FILES).sort(), site.target);
    assert.deepEqual(hashed, ['__federation_expose_Shop.9c30ef97bd.css', 'assets/flour.0123456789.svg', 'main.1fd46ff3e4.js'], site.target);
    assert.deepEqual(cachePolicies(site.headers.find((rule) => (rule.source === '**' || rule.regex === NOT_SHOP_ADDRESS) && cachePolicies(rule).length)), ['no-cache'], site.target);
  }
});

test('a miss is never cached: each site answers an address shaped like a build’s file that is not there with a 404 to revalidate', async () => {
  const root = builtSites(FILES);
  for (const site of hostingSites({ root, env: {} })) {
    const responses = await headersOf(site, root, MISSES);
    assert.deepEqual(responses.map(({ status }) => status), MISSES.map(() => 404), site.target);
    assert.deepEqual(responses.map(({ headers }) => headers.get('cache-control')), MISSES.map(() => 'no-cache'), site.target);
  }
});

test('a file the rules name but gone when asked for (a folder changed under its server) is a 404 to revalidate, and is there at the next try', async () => {
  const root = builtSites(FILES);
  const site = hostingSites({ root, env: {} }).find(({ target }) => target === 'shop');
  const chunk = path.join(root, site.public, 'main.1fd46ff3e4.js');
  rmSync(chunk);
  const [missing] = await headersOf(site, root, ['/main.1fd46ff3e4.js']);
  assert.equal(missing.status, 404);
  assert.equal(missing.headers.get('cache-control'), 'no-cache');
  writeFileSync(chunk, '');
  const [found] = await headersOf(site, root, ['/main.1fd46ff3e4.js']);
  assert.equal(found.status, 200);
  assert.equal(found.headers.get('cache-control'), 'public, max-age=31536000, immutable');
});

test('what a deploy leaves out is not served: source maps, the build’s stats and hash lists and hidden files are 404s, and named by no rule', async () => {
  const LEFT_OUT = {
    'main.1fd46ff3e4.js.map': '{}',
    'assets/flour.0123456789.svg.map': '{}',
    'v/2/main.1fd46ff3e4.js.map': '{}',
    'mf-stats.json': '{}',
    'inline-script-hashes.json': '[]',
    'inline-style-hashes.json': '[]',
    '.built-from.json': '{}',
  };
  const root = builtSites({ ...FILES, ...LEFT_OUT });
  const paths = Object.keys(LEFT_OUT).map((file) => `/${file}`);
  for (const site of hostingSites({ root, env: {} })) {
    const responses = await headersOf(site, root, [...paths, '/main.1fd46ff3e4.js']);
    assert.deepEqual(responses.map(({ status }) => status), [...paths.map(() => 404), 200], site.target);
    for (const rule of site.headers.filter(({ regex }) => regex && regex !== NOT_SHOP_ADDRESS)) {
      for (const urlPath of paths) assert.ok(!new RegExp(rule.regex, 'u').test(urlPath), `${site.target}: ${urlPath} matches ${rule.regex}`);
    }
  }
});

test('no catch-all: a missing chunk is a 404, no site redirects, and only the host rewrites, only the shop’s addresses', async () => {
  const root = builtSites(FILES);
  for (const site of hostingSites({ root, env: {} })) {
    assert.deepEqual((site.rewrites ?? []).map(({ source }) => source), site.target === 'host' ? SHOP_SOURCES : [], site.target);
    assert.equal(site.redirects, undefined, site.target);
    const [missing] = await headersOf(site, root, ['/__federation_expose_Shop.0123456789.js']);
    assert.equal(missing.status, 404, site.target);
  }
});

test('with no function to ask, the host answers the shop’s addresses with the storefront page, never kept', async () => {
  const root = builtSites(FILES);
  const [host] = hostingSites({ root, env: {} });
  const responses = await headersOf(host, root, ['/shop', '/shop/', '/shop/groceries/', '/shop/groceries/?page=2', '/shopping/']);
  assert.deepEqual(responses.map(({ status }) => status), [200, 200, 200, 200, 404]);
  for (const response of responses.slice(0, 4)) assert.equal(response.headers.get('cache-control'), 'no-cache');
});

test('a function that gives no answer is said once, whatever the address, while the page is served without its view', async (t) => {
  const root = builtSites(FILES);
  const [host] = hostingSites({ root, env: {} });
  // As the Functions emulator answers for a function it has not got, at every address.
  const emulator = http.createServer((_req, res) => res.writeHead(404).end());
  await new Promise((resolve) => emulator.listen(0, '127.0.0.1', resolve));
  t.after(() => emulator.close());
  const origin = `http://127.0.0.1:${emulator.address().port}`;
  const warn = t.mock.method(console, 'warn', () => undefined);
  const server = await serveSite({ site: host, port: 0, root, functions: { origin, project: 'demo-storefront' } });
  const statuses = [];
  for (const address of ['/shop/', '/shop/groceries/', '/shop/?page=2']) statuses.push((await fetch(`http://127.0.0.1:${server.address().port}${address}`)).status);
  server.close();
  rmSync(root, { recursive: true, force: true });
  assert.deepEqual(statuses, [200, 200, 200]);
  assert.equal(warn.mock.callCount(), 1);
  assert.match(warn.mock.calls[0].arguments[0], /the shop's function gave no answer/);
});

test('the host’s site has a robots.txt naming its own sitemap; a remote’s site has none', async () => {
  const root = builtSites(FILES);
  const [host, cart] = ['host', 'cart'].map((target) => hostingSites({ root, env: {} }).find((site) => site.target === target));
  for (const [site, expected] of [[host, /^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m], [cart, null]]) {
    const server = await serveSite({ site, port: 0, root });
    const response = await fetch(`http://127.0.0.1:${server.address().port}/robots.txt`);
    const text = await response.text();
    server.close();
    if (expected) assert.match(text, expected);
    else assert.equal(response.status, 404);
  }
  rmSync(root, { recursive: true, force: true });
});

test('the host’s rules set no Cache-Control on the shop’s addresses, whose function sets its own, and the same on every other', () => {
  const notShop = new RegExp(NOT_SHOP_ADDRESS);
  for (const shop of ['/shop', '/shop/', '/shop/groceries/', '/shop/groceries', '/shop/a/b/']) assert.ok(!notShop.test(shop), shop);
  for (const other of ['/', '/s', '/sh', '/sho', '/shopping/', '/shop.html', '/index.html', '/main.1fd46ff3e4.js', '/x/shop/']) assert.ok(notShop.test(other), other);
  // The complement of the contracts' shop part, exactly.
  for (const path of ['/shop', '/shop/a/b/', '/shopping/', '/x/shop/', '/sho']) assert.equal(notShop.test(path), !shopAddress.isInShopPart(path), path);
  const [host, ...remotes] = hostingSites({ root: builtSites(FILES), env: {} });
  const cacheRules = (site) => site.headers.filter(({ headers }) => headers.some(({ key }) => key === 'Cache-Control'));
  assert.deepEqual(cacheRules(host)[0], { regex: NOT_SHOP_ADDRESS, headers: [{ key: 'Cache-Control', value: 'no-cache' }] });
  assert.equal(cacheRules(host).length, cacheRules(remotes[0]).length);
});

test('source maps and the build’s own notes are never uploaded; Hosting’s default ignores are kept', () => {
  for (const site of hostingSites({ env: {} })) {
    assert.deepEqual(site.ignore, SITE_RULES.ignore, site.target);
    for (const pattern of ['**/*.map', 'inline-style-hashes.json', 'inline-script-hashes.json', 'mf-stats.json', 'firebase.json', '**/.*', '**/node_modules/**']) {
      assert.ok(site.ignore.includes(pattern), `${site.target} ignores ${pattern}`);
    }
  }
});

test('the host’s CSP allows its inline styles and scripts by the hashes its build wrote, and only by them', async () => {
  const root = builtSites(FILES);
  writeFileSync(path.join(root, 'host', 'dist', 'inline-style-hashes.json'), JSON.stringify(["'sha256-abc='", "'sha256-def='"]));
  writeFileSync(path.join(root, 'host', 'dist', 'inline-script-hashes.json'), JSON.stringify(["'sha256-ghi='"]));
  const sites = hostingSites({ root, env: {} });
  const sources = (target, directive) => {
    const rule = sites.find((site) => site.target === target).headers[0].headers.find(({ key }) => key === 'Content-Security-Policy');
    return new RegExp(`${directive} ([^;]*)`).exec(rule.value)[1].split(' ');
  };
  assert.ok(sources('host', 'style-src').includes("'sha256-abc='") && sources('host', 'style-src').includes("'sha256-def='"));
  assert.ok(sources('host', 'script-src').includes("'sha256-ghi='"));
  for (const directive of ['style-src', 'script-src']) {
    assert.ok(!sources('host', directive).includes("'unsafe-inline'"), directive);
    assert.ok(!sources('shop', directive).some((source) => source.startsWith("'sha256-")), directive);
  }
  const [page] = await headersOf(sites[0], root, ['/']);
  assert.match(page.headers.get('content-security-policy'), /style-src [^;]*'sha256-abc='/);
});

test('a remote’s site needs no other team’s address: its public files are open to any origin, its own page names no other remote', async () => {
  const root = builtSites(FILES);
  const env = { STOREFRONT_SHOP_URL: 'https://shop.example.co.uk/', STOREFRONT_CART_URL: 'https://cart.example.co.uk/' };
  const sites = hostingSites({ root, env });
  assert.deepEqual(hostingSites({ root, env: {} }).filter((site) => site.target !== 'host'), sites.filter((site) => site.target !== 'host'));
  for (const site of sites) {
    const [manifest] = await headersOf(site, root, ['/mf-manifest.json']);
    const remote = site.target !== 'host';
    assert.equal(manifest.headers.get('access-control-allow-origin'), remote ? '*' : null, site.target);
    assert.equal(manifest.headers.get('cross-origin-resource-policy'), remote ? 'cross-origin' : 'same-origin', site.target);
    assert.equal(manifest.headers.get('content-security-policy').includes('https://cart.example.co.uk'), !remote, site.target);
  }
});

test('no header contradicts the policy: frames denied as frame-ancestors says, and no HSTS over plain HTTP', async () => {
  const root = builtSites(FILES);
  for (const site of hostingSites({ root, env: {} })) {
    const [page] = await headersOf(site, root, ['/']);
    assert.equal(page.headers.get('x-frame-options'), 'DENY');
    assert.equal(page.headers.get('strict-transport-security'), null);
    assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
    assert.match(page.headers.get('content-security-policy'), /frame-ancestors 'none'/);
  }
});

test('a remote’s released site: the files of each build’s folder are kept a year, the root’s manifest and release file and every entry are asked again each time', async () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'released-site-'));
  const files = {
    'mf-manifest.json': '{}',
    'release.json': '{}',
    'v/1/mf-manifest.json': '{}',
    'v/1/remoteEntry.js': '',
    'v/1/user-record.1111111111.js': '',
    'v/1/assets/flour.0123456789.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'v/2/mf-manifest.json': '{}',
    'v/2/remoteEntry.js': '',
    'v/2/user-record.2222222222.js': '',
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(siteDir, name)), { recursive: true });
    writeFileSync(path.join(siteDir, name), text);
  }
  // As the release publishes it (tools/release/firebasePublisher.mjs): the rules completed for the laid-out site.
  const site = hostingSites({ env: {}, builds: { cart: siteDir } }).find(({ target }) => target === 'cart');
  const paths = ['/v/1/user-record.1111111111.js', '/v/1/assets/flour.0123456789.svg', '/v/2/user-record.2222222222.js', '/mf-manifest.json', '/release.json', '/v/1/remoteEntry.js', '/v/2/mf-manifest.json'];
  const responses = await headersOf(site, ROOT, paths);
  assert.deepEqual(responses.map(({ status }) => status), paths.map(() => 200));
  assert.deepEqual(
    responses.map(({ headers }) => headers.get('cache-control')),
    [...Array(3).fill('public, max-age=31536000, immutable'), ...Array(4).fill('no-cache')],
  );
  rmSync(siteDir, { recursive: true, force: true });
});

test('a site’s policy admits the inline scripts and styles it is also given (an earlier deploy’s page), beside its build’s', () => {
  const policy = (site) => site.headers[0].headers.find(({ key }) => key === 'Content-Security-Policy').value;
  const also = { inlineStyles: ["'sha256-b2xkIHN0eWxl'"], inlineScripts: ["'sha256-b2xkIHNjcmlwdA=='"] };
  const host = hostingSites({ env: {}, alsoInline: { host: also } }).find(({ target }) => target === 'host');
  assert.match(policy(host), /script-src [^;]*'sha256-b2xkIHNjcmlwdA=='/);
  assert.match(policy(host), /style-src [^;]*'sha256-b2xkIHN0eWxl'/);
  const cart = hostingSites({ env: {}, alsoInline: { host: also } }).find(({ target }) => target === 'cart');
  assert.doesNotMatch(policy(cart), /b2xk/);
});
