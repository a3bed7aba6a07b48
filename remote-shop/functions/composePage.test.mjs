import { test } from 'node:test';
import assert from 'node:assert/strict';
import { composePage } from './composePage.mjs';

const PAGE = [
  '<!doctype html><html><head><title>Storefront</title></head><body>',
  '<div id="root"><section id="shop"><div data-remote="shop" aria-busy="true"><div id="shop-view"><div class="skeleton"><div></div><div><div></div></div></div></div></div></section>',
  '<footer><div id="shop-view-not">x</div></footer></div><script defer src="/main.js"></script></body></html>',
].join('');

test('puts the view in the shop’s slot in place of the skeleton, marked served, the rest of the page byte for byte', () => {
  const page = composePage(PAGE, '<div class="shop"><h3>Plain Flour</h3></div>');
  assert.equal(
    page,
    PAGE.replace('<div id="shop-view"><div class="skeleton"><div></div><div><div></div></div></div></div>', '<div id="shop-view" data-served=""><div class="shop"><h3>Plain Flour</h3></div></div>'),
  );
});

test('names the build the view came from on the slot, for the page to load that very build', () => {
  const page = composePage(PAGE, '<h3>Plain Flour</h3>', 'https://shop.example/v/7/mf-manifest.json?a=1&b="2"');
  assert.match(page, /<div id="shop-view" data-served="" data-build="https:\/\/shop\.example\/v\/7\/mf-manifest\.json\?a=1&amp;b=&quot;2&quot;"><h3>/);
});

test('refuses a page with no slot for the shop, for the caller to serve it as it is', () => {
  assert.throws(() => composePage('<!doctype html><body><div id="root"></div></body>', '<div>view</div>'), /#shop-view/);
});
