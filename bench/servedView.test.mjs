import { test } from 'node:test';
import assert from 'node:assert/strict';
import { firstProductInDocument } from './servedView.mjs';

test('finds the first product card’s name in a served document', () => {
  const html = '<!doctype html><body><div id="shop-view" data-served=""><ul><li><article data-testid="product-card"><h3 id="x"><button>Plain Flour</button></h3></article></li><li><article data-testid="product-card"><h3><button>Rice</button></h3></article></li></ul></div></body>';
  assert.equal(firstProductInDocument(html), 'Plain Flour');
});

test('finds none where the document holds only the shop’s skeleton', () => {
  assert.equal(firstProductInDocument('<!doctype html><body><div id="shop-view"><div role="status" aria-label="Loading the shop"></div></div></body>'), undefined);
});
