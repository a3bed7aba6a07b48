import { test } from 'node:test';
import assert from 'node:assert/strict';
import { answerShopAddress, instanceMemory, NOT_KEPT, SHARED_CACHE } from './shopPage.mjs';
import { BUILD_URL } from './views.mjs';

const HOST = 'https://storefront.example/';
const SHOP = 'https://shop.example/';
const PAGE = '<!doctype html><body><div id="root"><div id="shop-view"><div class="skeleton"></div></div></div></body>';
const VIEW = `<link rel="stylesheet" href="${BUILD_URL}shop.css"><h3>Plain Flour</h3><img src="${BUILD_URL}assets/flour.svg">`;

/** The answer a table of addresses gives: its text, a status of its own, or, for an address not in it, a network failure. */
function answerFrom(files, url) {
  const body = files[String(url)];
  if (body === undefined) throw new TypeError('fetch failed');
  return new Response(body.status ? null : body, { status: body.status ?? 200 });
}

/** A fetch answering from a table of addresses at once. */
function sites(files) {
  const asked = [];
  const fetcher = async (url) => {
    asked.push(String(url));
    return answerFrom(files, url);
  };
  return { fetcher, asked };
}

const LIVE = {
  [`${HOST}index.html`]: PAGE,
  [`${HOST}env.js`]: `self.__STOREFRONT_CONFIG__=${JSON.stringify({ remotes: { shop: SHOP, cart: 'https://cart.example/' } })};\n`,
  [`${SHOP}release.json`]: JSON.stringify({ live: 2, knownGood: 2, pins: [], builds: [{ id: 3, files: [] }, { id: 2, files: [] }] }),
  [`${SHOP}v/2/views/pages.json`]: JSON.stringify({ all: 4, groceries: 2 }),
  [`${SHOP}v/3/views/pages.json`]: JSON.stringify({ all: 4, groceries: 2 }),
  [`${SHOP}v/2/views/groceries/default/2.html`]: VIEW,
  [`${SHOP}v/3/views/groceries/default/2.html`]: VIEW.replace('Plain Flour', 'Candidate Flour'),
};

/** One request on an instance of its own, as a new instance answers it. */
const answer = (address, files, log = () => undefined) => {
  const { fetcher, asked } = sites(files);
  return answerShopAddress({ url: new URL(address, HOST), hostSite: HOST, fetch: fetcher, log, memory: instanceMemory() }).then((result) => ({ ...result, asked }));
};

test('serves the host’s page with the live build’s view in the shop’s slot, its files named in the build’s own folder, kept at the edge a minute', async () => {
  const { status, headers, body } = await answer('/shop/groceries/?page=2', LIVE);
  assert.equal(status, 200);
  assert.equal(headers['Cache-Control'], SHARED_CACHE);
  assert.equal(headers.Link, '<https://shop.example/v/2/shop.css>; rel=preload; as=style');
  assert.match(
    body,
    /<div id="shop-view" data-served="" data-build="https:\/\/shop\.example\/v\/2\/mf-manifest\.json"><link rel="stylesheet" href="https:\/\/shop\.example\/v\/2\/shop\.css"><h3>Plain Flour<\/h3><img src="https:\/\/shop\.example\/v\/2\/assets\/flour\.svg"><\/div>/,
  );
});

test('a page past the end of its list is served as its last, as the shop shows it', async () => {
  assert.match((await answer('/shop/groceries/?page=7', { ...LIVE, [`${SHOP}v/2/views/groceries/default/7.html`]: { status: 404 } })).body, /Plain Flour/);
});

test('a candidate the address names is served from its folder, and never kept', async () => {
  const candidate = { ...LIVE, [`${SHOP}v/3/views/groceries/default/2.html`]: LIVE[`${SHOP}v/3/views/groceries/default/2.html`].replace('<img ', '<img fetchpriority="high" ') };
  const { headers, body } = await answer('/shop/groceries/?page=2&shop-candidate=3', candidate);
  assert.equal(headers.Link, '<https://shop.example/v/3/shop.css>; rel=preload; as=style, <https://shop.example/v/3/assets/flour.svg>; rel=preload; as=image; fetchpriority=high');
  assert.equal(headers['Cache-Control'], NOT_KEPT);
  assert.match(body, /Candidate Flour/);
  assert.match(body, /src="https:\/\/shop\.example\/v\/3\/assets\/flour\.svg"/);
});

for (const [failure, files] of [
  ['the shop’s site down', { [`${HOST}index.html`]: PAGE, [`${HOST}env.js`]: LIVE[`${HOST}env.js`] }],
  ['its site failing', { ...LIVE, [`${SHOP}release.json`]: { status: 503 } }],
  ['no shop in the page’s runtime config', { ...LIVE, [`${HOST}env.js`]: 'self.__STOREFRONT_CONFIG__={"remotes":{}};' }],
  ['its release file not JSON', { ...LIVE, [`${SHOP}release.json`]: '<html>' }],
  ['a view the build has not got', { ...LIVE, [`${SHOP}v/2/views/groceries/default/2.html`]: undefined }],
  ['a host page with no slot', { ...LIVE, [`${HOST}index.html`]: '<!doctype html><body><div id="root"></div></body>' }],
]) {
  test(`with ${failure}, serves the host’s page as it is, 200 and never kept`, async () => {
    const logged = [];
    const { status, headers, body } = await answer('/shop/groceries/?page=2', files, (message) => logged.push(message));
    assert.equal(status, 200);
    assert.equal(headers['Cache-Control'], NOT_KEPT);
    assert.equal(headers.Link, undefined);
    assert.equal(body, files[`${HOST}index.html`]);
    assert.equal(logged.length, 1);
  });
}

test('a shop site before its first release (no release file) serves the build at its root', async () => {
  const { headers, body } = await answer('/shop/groceries/?page=2', {
    ...LIVE,
    [`${SHOP}release.json`]: { status: 404 },
    [`${SHOP}views/pages.json`]: LIVE[`${SHOP}v/2/views/pages.json`],
    [`${SHOP}views/groceries/default/2.html`]: VIEW.replace('Plain Flour', 'Root Flour'),
  });
  assert.equal(headers['Cache-Control'], SHARED_CACHE);
  assert.match(body, /Root Flour/);
});

test('without even the host’s page, sends the shopper to the same view at its older address, never kept', async () => {
  const { status, headers } = await answer('/shop/groceries/?page=2', {});
  assert.equal(status, 302);
  assert.deepEqual(headers, { Location: '/?page=2#groceries', 'Cache-Control': NOT_KEPT });
  assert.equal((await answer('/shop/', {})).headers.Location, '/#shop');
});

/**
 * A fetch whose answers come a round trip at a time: each is held until the function has asked for all
 * it asks for meanwhile, then they are answered together. The rounds it took are the round trips the
 * request made one after another, each with what was asked for in it.
 */
function roundTrips(files) {
  let held = [];
  const fetcher = (url) => new Promise((resolve, reject) => held.push({ url: String(url), answer: () => Promise.resolve().then(() => answerFrom(files, url)).then(resolve, reject) }));
  /** The event loop left to run until nothing more is asked for: reading a body takes a few turns. */
  const settle = async () => {
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  };
  async function request(address, memory) {
    let done = false;
    const answering = answerShopAddress({ url: new URL(address, HOST), hostSite: HOST, fetch: fetcher, log: () => undefined, memory }).finally(() => (done = true));
    const rounds = [];
    for (;;) {
      await settle();
      if (done) return { ...(await answering), rounds };
      assert.notEqual(held.length, 0, 'the function waits for something other than its fetches');
      const round = held;
      held = [];
      rounds.push(round.map(({ url }) => url.replace(HOST, 'host/').replace(SHOP, 'shop/')).sort());
      for (const { answer: answerIt } of round) answerIt();
    }
  }
  return { request };
}

/** A clock for an instance's memory, moved on by hand. */
function clock() {
  let time = 0;
  return { now: () => time, pass: (ms) => (time += ms) };
}

test('a new instance deployed with the shop’s site answers in two round trips: the page, the runtime config and the release file, then the view beside the pages file', async () => {
  const { request } = roundTrips(LIVE);
  const { body, rounds } = await request('/shop/groceries/?page=2', instanceMemory(Date.now, { shopSite: SHOP }));
  assert.match(body, /Plain Flour/);
  assert.deepEqual(rounds, [['host/env.js', 'host/index.html', 'shop/release.json'], ['shop/v/2/views/groceries/default/2.html', 'shop/v/2/views/pages.json']]);
});

test('a new instance that knows no shop’s site answers in three: the release file waits for the runtime config', async () => {
  const { request } = roundTrips(LIVE);
  const { body, rounds } = await request('/shop/groceries/?page=2', instanceMemory());
  assert.match(body, /Plain Flour/);
  assert.deepEqual(rounds, [['host/env.js', 'host/index.html'], ['shop/release.json'], ['shop/v/2/views/groceries/default/2.html', 'shop/v/2/views/pages.json']]);
});

test('a warm instance fetches nothing it fetched in the last minute: the next requests answer at once, the host’s page parsed once', async () => {
  const { now, pass } = clock();
  const memory = instanceMemory(now);
  const { request } = roundTrips(LIVE);
  await request('/shop/groceries/?page=2', memory);
  pass(59_000);
  for (const address of ['/shop/groceries/?page=2&ref=mail', '/shop/groceries/?page=2&ref=chat']) {
    const { body, rounds, headers } = await request(address, memory);
    assert.deepEqual(rounds, []);
    assert.match(body, /<div id="shop-view" data-served="" data-build="https:\/\/shop\.example\/v\/2\/mf-manifest\.json"><link rel="stylesheet" href="https:\/\/shop\.example\/v\/2\/shop\.css"><h3>Plain Flour<\/h3>/);
    assert.equal(headers['Cache-Control'], SHARED_CACHE);
  }
});

test('past the minute, a warm instance asks again in two round trips: the page, the config and the release file of the shop’s site it knows, then the view', async () => {
  const { now, pass } = clock();
  const memory = instanceMemory(now);
  const { request } = roundTrips(LIVE);
  await request('/shop/groceries/?page=2', memory);
  pass(60_000);
  const { body, rounds } = await request('/shop/groceries/?page=2', memory);
  assert.match(body, /Plain Flour/);
  assert.deepEqual(rounds, [['host/env.js', 'host/index.html', 'shop/release.json'], ['shop/v/2/views/groceries/default/2.html', 'shop/v/2/views/pages.json']]);
});

test('a release or a rollback shows once the instance’s minute is out', async () => {
  const { now, pass } = clock();
  const memory = instanceMemory(now);
  const rolledBack = { ...LIVE, [`${SHOP}release.json`]: JSON.stringify({ live: 3, pins: [], builds: [{ id: 3, files: [] }, { id: 2, files: [] }] }) };
  assert.match((await roundTrips(LIVE).request('/shop/groceries/?page=2', memory)).body, /Plain Flour/);
  assert.match((await roundTrips(rolledBack).request('/shop/groceries/?page=2', memory)).body, /Plain Flour/);
  pass(60_000);
  assert.match((await roundTrips(rolledBack).request('/shop/groceries/?page=2', memory)).body, /Candidate Flour/);
});

test('a candidate is served from the release file as it is now, whatever the instance read in the last minute', async () => {
  const memory = instanceMemory();
  const before = { ...LIVE, [`${SHOP}release.json`]: JSON.stringify({ live: 2, pins: [], builds: [{ id: 2, files: [] }] }) };
  assert.match((await roundTrips(before).request('/shop/groceries/?page=2', memory)).body, /Plain Flour/);
  const { body, headers } = await roundTrips(LIVE).request('/shop/groceries/?page=2&shop-candidate=3', memory);
  assert.match(body, /Candidate Flour/);
  assert.equal(headers['Cache-Control'], NOT_KEPT);
});

test('a runtime config that names another shop’s site is followed, one round trip more', async () => {
  const { now, pass } = clock();
  const memory = instanceMemory(now);
  await roundTrips(LIVE).request('/shop/groceries/?page=2', memory);
  pass(60_000);
  const OTHER = 'https://other-shop.example/';
  const moved = {
    ...LIVE,
    [`${HOST}env.js`]: `self.__STOREFRONT_CONFIG__=${JSON.stringify({ remotes: { shop: OTHER } })};`,
    [`${OTHER}release.json`]: JSON.stringify({ live: 1, pins: [], builds: [{ id: 1, files: [] }] }),
    [`${OTHER}v/1/views/pages.json`]: JSON.stringify({ groceries: 2 }),
    [`${OTHER}v/1/views/groceries/default/2.html`]: VIEW.replace('Plain Flour', 'Moved Flour'),
  };
  const { body, rounds } = await roundTrips(moved).request('/shop/groceries/?page=2', memory);
  assert.match(body, /Moved Flour/);
  assert.match(body, /src="https:\/\/other-shop\.example\/v\/1\/assets\/flour\.svg"/);
  assert.equal(rounds.length, 3);
});

test('a burst of requests on a new instance shares each fetch', async () => {
  const { fetcher, asked } = sites(LIVE);
  const memory = instanceMemory();
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) => answerShopAddress({ url: new URL(`/shop/groceries/?page=2&ref=${i}`, HOST), hostSite: HOST, fetch: fetcher, log: () => undefined, memory })),
  );
  assert.ok(answers.every(({ body }) => body.includes('Plain Flour')));
  assert.deepEqual(asked.sort(), [`${SHOP}release.json`, `${SHOP}v/2/views/groceries/default/2.html`, `${SHOP}v/2/views/pages.json`, `${HOST}env.js`, `${HOST}index.html`]);
});

test('a failure is not kept: the next request on the same instance asks again', async () => {
  const memory = instanceMemory();
  const down = { ...LIVE, [`${SHOP}release.json`]: { status: 503 } };
  const first = sites(down);
  const failed = await answerShopAddress({ url: new URL('/shop/groceries/?page=2', HOST), hostSite: HOST, fetch: first.fetcher, log: () => undefined, memory });
  assert.equal(failed.headers['Cache-Control'], NOT_KEPT);
  const { fetcher, asked } = sites(LIVE);
  const { body } = await answerShopAddress({ url: new URL('/shop/groceries/?page=2', HOST), hostSite: HOST, fetch: fetcher, log: () => undefined, memory });
  assert.match(body, /Plain Flour/);
  assert.deepEqual(asked, [`${SHOP}release.json`, `${SHOP}v/2/views/groceries/default/2.html`, `${SHOP}v/2/views/pages.json`]);
});

const PRODUCT = {
  ...LIVE,
  [`${SHOP}v/2/views/_products/groceries/plain-flour.html`]: `<h3>Plain Flour</h3><dialog open><h2>Plain Flour</h2><img src="${BUILD_URL}assets/flour.svg" fetchpriority="high"></dialog>`,
  [`${SHOP}v/2/views/_products/groceries/plain-flour.head.html`]: '<title>Plain Flour | Bulk Groceries</title><link rel="canonical" href="https://storefront.invalid/shop/groceries/plain-flour/" />',
  [`${SHOP}v/2/views/not-found.html`]: '<p role="alert">We couldn’t find that product.</p>',
  [`${SHOP}v/2/views/sitemap.xml`]: '<urlset><url><loc>https://storefront.invalid/shop/groceries/plain-flour/</loc></url></urlset>',
};
const HEADED = { ...PRODUCT, [`${HOST}index.html`]: PAGE.replace('<body>', '<head><title>Storefront</title><meta name="description" content="Bulk"></head><body>') };

test('a product’s address is its detail in the shop’s slot, and its own title and canonical address, naming the site asked', async () => {
  const { status, headers, body } = await answer('/shop/groceries/plain-flour/', HEADED);
  assert.equal(status, 200);
  assert.equal(headers['Cache-Control'], SHARED_CACHE);
  assert.match(body, /<title>Plain Flour \| Bulk Groceries<\/title><link rel="canonical" href="https:\/\/storefront\.example\/shop\/groceries\/plain-flour\/" \/><\/head>/);
  assert.doesNotMatch(body, /Storefront<\/title>|name="description"/);
  assert.match(body, /<dialog open><h2>Plain Flour<\/h2><img src="https:\/\/shop\.example\/v\/2\/assets\/flour\.svg"/);
  assert.match(headers.Link, /flour\.svg>; rel=preload; as=image/);
});

test('a product the build has not got is a 404 with the storefront and a plain word that it is not there', async () => {
  const gone = { [`${SHOP}v/2/views/_products/groceries/no-such-thing.html`]: { status: 404 }, [`${SHOP}v/2/views/_products/groceries/no-such-thing.head.html`]: { status: 404 } };
  const { status, body } = await answer('/shop/groceries/no-such-thing/', { ...HEADED, ...gone });
  assert.equal(status, 404);
  assert.match(body, /<div id="shop-view" data-served="" data-build="[^"]+"><p role="alert">We couldn’t find that product\.<\/p><\/div>/);
  assert.match(body, /<title>Storefront<\/title>/);
});

test('the sitemap comes from the live build, naming the site asked', async () => {
  const sitemap = await answer('/sitemap.xml', PRODUCT);
  assert.equal(sitemap.status, 200);
  assert.equal(sitemap.headers['Content-Type'], 'application/xml; charset=utf-8');
  assert.equal(sitemap.body, '<urlset><url><loc>https://storefront.example/shop/groceries/plain-flour/</loc></url></urlset>');
  const notBuilt = await answer('/sitemap.xml', LIVE);
  assert.equal(notBuilt.status, 503);
  assert.equal(notBuilt.headers['Retry-After'], '60');
});

test('a search is the build’s own render of it, after the view’s styles, in the shop’s slot', async () => {
  const files = {
    ...LIVE,
    [`${SHOP}v/2/views/styles.html`]: '<script type="text/css">.a{}</script>',
    [`${SHOP}v/2/views/render.cjs`]: `exports.renderSearch = ({ category, query, page }) => '<h3>' + [category, query, page].join(' ') + '</h3><img src="${BUILD_URL}assets/crisps.svg" fetchpriority="high">';`,
  };
  const { status, headers, body } = await answer('/shop/snacks/?q=salted+crisps&page=2', files);
  assert.equal(status, 200);
  assert.match(body, /data-served="" data-build="[^"]+"><script type="text\/css">\.a\{\}<\/script><h3>snacks salted crisps 2<\/h3><img src="https:\/\/shop\.example\/v\/2\/assets\/crisps\.svg"/);
  assert.match(headers.Link, /crisps\.svg>; rel=preload/);
});
