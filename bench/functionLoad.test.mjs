import { test } from 'node:test';
import assert from 'node:assert/strict';
import { carriesProducts, percentile, summarizeLoad } from './functionLoad.mjs';

test('an answer carries the products where the slot is marked served and holds a product card', () => {
  assert.equal(carriesProducts('<div id="shop-view" data-served=""><article data-testid="product-card"></article></div>'), true);
  assert.equal(carriesProducts('<div id="shop-view"><div role="status" aria-label="Loading the shop"></div></div>'), false);
  assert.equal(carriesProducts('<div id="shop-view" data-served=""><p>No products</p></div>'), false);
});

test('percentiles by nearest rank, unmeasured values left out', () => {
  const values = Array.from({ length: 100 }, (_, i) => 100 - i);
  assert.equal(percentile(values, 0.5), 50);
  assert.equal(percentile(values, 0.99), 99);
  assert.equal(percentile([3, Number.NaN, 1, 2], 0.5), 2);
  assert.ok(Number.isNaN(percentile([], 0.5)));
});

test('sums up a load: answers a second, p50, p99 and how many carried the products', () => {
  const answers = [
    ...Array.from({ length: 98 }, () => ({ ms: 20, products: true })),
    { ms: 900, products: true },
    { ms: 2500, products: false },
  ];
  assert.deepEqual(summarizeLoad(answers, 4000), { requests: 100, perSecond: 25, p50Ms: 20, p99Ms: 900, withProducts: 99 });
});
