import { test } from 'node:test';
import assert from 'node:assert/strict';
import { firstProductInDocument, foreignStylesheetsBeforeProducts, servedViewRows } from './servedView.mjs';

test('finds the first product card’s name in a served document', () => {
  const html = '<!doctype html><body><div id="shop-view" data-served=""><ul><li><article data-testid="product-card"><h3 id="x"><button>Plain Flour</button></h3></article></li><li><article data-testid="product-card"><h3><button>Rice</button></h3></article></li></ul></div></body>';
  assert.equal(firstProductInDocument(html), 'Plain Flour');
});

test('finds none where the document holds only the shop’s skeleton', () => {
  assert.equal(firstProductInDocument('<!doctype html><body><div id="shop-view"><div role="status" aria-label="Loading the shop"></div></div></body>'), undefined);
});

test('names the stylesheets of another site a browser running script meets before the first product', () => {
  const at = 'http://localhost:3000/shop/groceries/';
  const card = '<article data-testid="product-card"><h3>Plain Flour</h3></article>';
  const page = (slot, after = '') => `<!doctype html><head><link rel="stylesheet" href="/styles.css"></head><body><div id="shop-view" data-served="">${slot}${card}</div>${after}</body>`;
  assert.deepEqual(foreignStylesheetsBeforeProducts(page('<link rel="stylesheet" href="http://localhost:3001/shop.css">'), at), ['http://localhost:3001/shop.css']);
  assert.deepEqual(foreignStylesheetsBeforeProducts(page('<script type="text/css">.a{}</script><noscript><link rel="stylesheet" href="http://localhost:3001/shop.css"></noscript>'), at), []);
  assert.deepEqual(foreignStylesheetsBeforeProducts(page('<link rel="stylesheet" href="/shop/own.css">', '<link rel="stylesheet" href="http://localhost:3001/late.css">'), at), []);
});

test('the served view’s rows gate its products in the document, no other site’s stylesheet before them, and its bytes', () => {
  const at = 'http://localhost:3000/shop/groceries/';
  const html = '<!doctype html><body><div id="shop-view" data-served=""><article data-testid="product-card"><h3>Plain Flour</h3></article></div></body>';
  const verdicts = (served) => servedViewRows(served, '/shop/groceries/', at, 15, true).map(({ verdict }) => verdict);
  assert.deepEqual(verdicts({ bytes: 13 * 1024, coding: 'br', html }), ['met', 'met', 'met']);
  const foreign = html.replace('<article', '<link rel="stylesheet" href="http://localhost:3001/shop.css"><article');
  assert.deepEqual(verdicts({ bytes: 48 * 1024, html: foreign }), ['met', 'FAILED', 'FAILED']);
  assert.deepEqual(verdicts({ bytes: 11 * 1024, coding: 'br', html: '<!doctype html><body><div id="shop-view"></div></body>' }), ['FAILED', 'met', 'met']);
});
