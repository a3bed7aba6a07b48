import { test } from 'node:test';
import assert from 'node:assert/strict';
import { answerShopAddress, NOT_KEPT, SHARED_CACHE } from './shopPage.mjs';
import { BUILD_URL } from './views.mjs';

const HOST = 'https://storefront.example/';
const SHOP = 'https://shop.example/';
const PAGE = '<!doctype html><body><div id="root"><div id="shop-view"><div class="skeleton"></div></div></div></body>';
const VIEW = `<link rel="stylesheet" href="${BUILD_URL}shop.css"><h3>Plain Flour</h3><img src="${BUILD_URL}assets/flour.svg">`;

/** A fetch answering from a table of addresses; anything else is a network failure. */
function sites(files) {
  const asked = [];
  const fetcher = async (url) => {
    asked.push(String(url));
    const body = files[String(url)];
    if (body === undefined) throw new TypeError('fetch failed');
    return new Response(body.status ? null : body, { status: body.status ?? 200 });
  };
  return { fetcher, asked };
}

const LIVE = {
  [`${HOST}index.html`]: PAGE,
  [`${HOST}env.js`]: `self.__STOREFRONT_CONFIG__=${JSON.stringify({ remotes: { shop: SHOP, cart: 'https://cart.example/' } })};\n`,
  [`${SHOP}release.json`]: JSON.stringify({ live: 2, knownGood: 2, pins: [], builds: [{ id: 3 }, { id: 2 }] }),
  [`${SHOP}v/2/views/pages.json`]: JSON.stringify({ all: 4, groceries: 2 }),
  [`${SHOP}v/3/views/pages.json`]: JSON.stringify({ all: 4, groceries: 2 }),
  [`${SHOP}v/2/views/groceries/default/2.html`]: VIEW,
  [`${SHOP}v/3/views/groceries/default/2.html`]: VIEW.replace('Plain Flour', 'Candidate Flour'),
};

const answer = (address, files, log = () => undefined) => {
  const { fetcher, asked } = sites(files);
  return answerShopAddress({ url: new URL(address, HOST), hostSite: HOST, fetch: fetcher, log }).then((result) => ({ ...result, asked }));
};

test('serves the host’s page with the live build’s view in the shop’s slot, its files named in the build’s own folder, kept at the edge a minute', async () => {
  const { status, headers, body } = await answer('/shop/groceries/?page=2', LIVE);
  assert.equal(status, 200);
  assert.equal(headers['Cache-Control'], SHARED_CACHE);
  assert.match(
    body,
    /<div id="shop-view" data-served="" data-build="https:\/\/shop\.example\/v\/2\/mf-manifest\.json"><link rel="stylesheet" href="https:\/\/shop\.example\/v\/2\/shop\.css"><h3>Plain Flour<\/h3><img src="https:\/\/shop\.example\/v\/2\/assets\/flour\.svg"><\/div>/,
  );
});

test('a page past the end of its list is served as its last, as the shop shows it', async () => {
  assert.match((await answer('/shop/groceries/?page=7', LIVE)).body, /Plain Flour/);
});

test('a candidate the address names is served from its folder, and never kept', async () => {
  const { headers, body } = await answer('/shop/groceries/?page=2&shop-candidate=3', LIVE);
  assert.equal(headers['Cache-Control'], NOT_KEPT);
  assert.match(body, /Candidate Flour/);
  assert.match(body, /src="https:\/\/shop\.example\/v\/3\/assets\/flour\.svg"/);
});

test('a release or rollback shows on the next request: the release file is read each time', async () => {
  const rolledBack = { ...LIVE, [`${SHOP}release.json`]: JSON.stringify({ live: 3, pins: [], builds: [{ id: 3 }, { id: 2 }] }) };
  assert.match((await answer('/shop/groceries/?page=2', LIVE)).body, /Plain Flour/);
  assert.match((await answer('/shop/groceries/?page=2', rolledBack)).body, /Candidate Flour/);
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
