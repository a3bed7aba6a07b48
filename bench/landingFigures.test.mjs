import { test } from 'node:test';
import assert from 'node:assert/strict';
import { alsoLandedRows, frontDoorRows, landingRows, loadRows, productPictureFirst, splashFilesAmong } from './landingFigures.mjs';

const DOCUMENT = 'http://localhost:3000/shop/groceries/';
const FIRST = {
  lcpMs: 900,
  lcp: { tag: 'img', inProductCard: true, loading: 'eager', fetchPriority: 'high' },
  request: { initiatorType: 'parser', initiatorUrl: DOCUMENT, priority: 'High' },
  documentUrl: DOCUMENT,
  cardShownMs: 800,
  splashShown: false,
  splashFiles: [],
};

test('a product’s picture asked for by the document at high priority is the picture first: by its markup or its answer’s Link header', () => {
  assert.equal(productPictureFirst(FIRST), true);
  assert.equal(productPictureFirst({ ...FIRST, request: { ...FIRST.request, priority: 'VeryHigh' } }), true);
  const PICTURE = 'http://localhost:3001/assets/plain-flour.svg';
  const preloaded = { ...FIRST, lcp: { ...FIRST.lcp, url: PICTURE }, request: { initiatorType: 'other', priority: 'High' }, documentPreloads: ['http://localhost:3001/shop.css', PICTURE] };
  assert.equal(productPictureFirst(preloaded), true);
  assert.equal(productPictureFirst({ ...preloaded, documentPreloads: ['http://localhost:3001/shop.css'] }), false);
});

test('anything else is not: a lazy picture, one at low priority, one a script asked for, another element, none measured', () => {
  assert.equal(productPictureFirst({ ...FIRST, lcp: { ...FIRST.lcp, loading: 'lazy' } }), false);
  assert.equal(productPictureFirst({ ...FIRST, request: { ...FIRST.request, priority: 'Low' } }), false);
  assert.equal(productPictureFirst({ ...FIRST, request: { ...FIRST.request, initiatorType: 'script' } }), false);
  assert.equal(productPictureFirst({ ...FIRST, request: { ...FIRST.request, initiatorUrl: 'http://localhost:3001/remoteEntry.js' } }), false);
  assert.equal(productPictureFirst({ ...FIRST, lcp: { ...FIRST.lcp, inProductCard: false } }), false);
  assert.equal(productPictureFirst({ ...FIRST, lcp: { ...FIRST.lcp, tag: 'h2' }, request: undefined }), false);
  assert.equal(productPictureFirst({ lcpMs: Number.NaN, cardShownMs: Number.NaN }), false);
});

const byName = (rows) => Object.fromEntries(rows.map((row) => [row.name, row]));

test('the landing rows: medians reported, the picture and the splash gated', () => {
  const rows = byName(
    landingRows(
      {
        '/shop/groceries/': [FIRST, { ...FIRST, lcpMs: 1100, splashFiles: ['http://localhost:3000/media/splash/poster.webp'] }, { ...FIRST, lcpMs: 1000, splashShown: true }],
        '/': [{ lcpMs: 800, cardShownMs: Number.NaN, splashShown: true }, { lcpMs: 900, cardShownMs: Number.NaN, splashShown: true }, { lcpMs: 850, cardShownMs: Number.NaN, splashShown: true }],
      },
      '/shop/groceries/',
      '/',
      true,
    ),
  );
  assert.equal(rows['LCP as the page observes it, /shop/groceries/, median of 3'].shown, '1.00 s');
  assert.equal(rows['  /shop/groceries/ beyond /'].shown, '0.15 s');
  assert.equal(rows['  /shop/groceries/ beyond /'].verdict, 'met');
  const picture = rows["loads of /shop/groceries/ whose LCP is a product's picture the first HTML asks for at high priority"];
  assert.deepEqual([picture.shown, picture.failed, picture.kind], ['3', false, 'gated']);
  const splash = rows['loads of /shop/groceries/ with the splash over it'];
  assert.deepEqual([splash.shown, splash.failed], ['1', true]);
  const splashFiles = rows['loads of /shop/groceries/ that asked for a splash file'];
  assert.deepEqual([splashFiles.shown, splashFiles.failed, splashFiles.kind], ['1', true, 'gated']);
  assert.equal(rows['loads of / greeted by the splash'].shown, '3');
});

test('a load not measured fails the gates rather than passing them', () => {
  const rows = byName(landingRows({ '/shop/groceries/': [FIRST, { lcpMs: Number.NaN, cardShownMs: Number.NaN }] }, '/shop/groceries/', '/', true));
  assert.equal(rows["loads of /shop/groceries/ whose LCP is a product's picture the first HTML asks for at high priority"].failed, true);
  assert.equal(rows['loads of /shop/groceries/ with the splash over it'].failed, true);
  assert.equal(rows['loads of /shop/groceries/ that asked for a splash file'].failed, true);
});

test('the splash’s files among a load’s requests, wherever it is served', () => {
  assert.deepEqual(splashFilesAmong(['http://localhost:3000/media/logo.svg', 'http://localhost:3000/media/splash/poster.webp', 'https://storefront.example/media/splash/splash.webm']), [
    'http://localhost:3000/media/splash/poster.webp',
    'https://storefront.example/media/splash/splash.webm',
  ]);
});

test('Lighthouse at a shop address beside the front door: first and largest paint and the document’s bytes, all reported', () => {
  const rows = byName(
    frontDoorRows('Lighthouse mobile', { '/shop/groceries/': { fcpMs: 850, lcpMs: 1600, documentBytes: 14_848 }, '/': { fcpMs: 800, lcpMs: 1200, documentBytes: 12_288 } }, '/shop/groceries/', '/'),
  );
  assert.deepEqual([rows['  /shop/groceries/ beyond /'].shown, rows['  /shop/groceries/ beyond /'].verdict], ['0.05 s', 'met']);
  assert.deepEqual([rows['LCP, /shop/groceries/'].shown, rows['LCP, /shop/groceries/'].verdict, rows['LCP, /shop/groceries/'].failed], ['1.60 s', 'missed', false]);
  assert.equal(rows['the document over the wire, /shop/groceries/'].shown, '14.5 KB');
  assert.equal(rows['the document over the wire, /'].shown, '12.0 KB');
  assert.ok(Object.values(rows).every((row) => !row.gated));
});

test('the function under load: every answer with the products, or the run fails', () => {
  const load = { requests: 1000, perSecond: 62.5, p50Ms: 369, p99Ms: 8565, withProducts: 1000 };
  const rows = byName(loadRows(load, '/shop/groceries/', 50, true));
  assert.equal(rows['answers with the products'].failed, false);
  assert.equal(rows.p99.verdict, 'missed');
  assert.equal(rows.p99.failed, false);
  assert.equal(byName(loadRows({ ...load, withProducts: 999 }, '/shop/groceries/', 50, true))['answers with the products'].failed, true);
});

test('the other addresses landed on are reported by their observed LCP', () => {
  const [row] = alsoLandedRows({ '/shop/groceries/long-grain-rice/': [FIRST, { ...FIRST, lcpMs: 1100 }, { ...FIRST, lcpMs: 1000 }] }, ['/shop/groceries/long-grain-rice/']);
  assert.deepEqual([row.name, row.shown, row.gated], ['LCP as the page observes it, /shop/groceries/long-grain-rice/, median of 3', '1.00 s', false]);
});
