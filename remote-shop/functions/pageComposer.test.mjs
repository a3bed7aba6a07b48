import { test } from 'node:test';
import assert from 'node:assert/strict';
import { composePage } from './composePage.mjs';
import { pageComposer } from './pageComposer.mjs';

const PAGE = [
  '<!doctype html><html><head><title>Storefront</title></head><body>',
  '<div id="root"><section id="shop"><div data-remote="shop" aria-busy="true"><div id="shop-view"><div class="skeleton"><div></div></div></div></div></section>',
  '<footer>$& $1 and more</footer></div><script defer src="/main.js"></script></body></html>',
].join('');

test('composes each view into the page as composePage does, byte for byte, from one reading of the page', () => {
  const compose = pageComposer(PAGE);
  for (const markup of ['<div class="shop"><h3>Plain Flour</h3></div>', '<h3>Rice $& $1</h3>', '']) assert.equal(compose(markup), composePage(PAGE, markup));
});

test('names the build each view came from on the slot, as composePage does', () => {
  const compose = pageComposer(PAGE);
  for (const build of ['https://shop.example/v/7/mf-manifest.json', 'https://shop.example/v/8/mf-manifest.json?a=1&b="2"']) {
    assert.equal(compose('<h3>Plain Flour</h3>', build), composePage(PAGE, '<h3>Plain Flour</h3>', build));
  }
});

test('refuses what composePage refuses: a page with no slot for the shop', () => {
  assert.throws(() => pageComposer('<!doctype html><body><div id="root"></div></body>'), /#shop-view/);
});
