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

test('a view with a head of its own has it in place of the page’s title and description, the rest as it was', () => {
  const page = '<!doctype html><html><head><meta charset="utf-8"><meta name="description" content="Bulk"><title>Storefront</title><link rel="icon" href="/i.svg"></head><body><div id="shop-view"></div></body></html>';
  const compose = pageComposer(page);
  const head = '<title>Plain Flour</title><link rel="canonical" href="https://s.example/shop/groceries/plain-flour/">';
  assert.equal(
    compose('<h3>Plain Flour</h3>', undefined, head),
    `<!doctype html><html><head><meta charset="utf-8">${head}<link rel="icon" href="/i.svg"></head><body><div id="shop-view" data-served=""><h3>Plain Flour</h3></div></body></html>`,
  );
  assert.equal(compose('<h3>Rice</h3>'), composePage(page, '<h3>Rice</h3>'));
});
