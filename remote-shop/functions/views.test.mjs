import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedStyles, viewFile, viewFileAt } from './views.mjs';

const PAGES = { all: 4, groceries: 1, frozen: 1 };
const at = (address) => viewFileAt(new URL(address, 'https://storefront.example'), PAGES);

test('names a view’s file by its category, order and page, the default order under its own name', () => {
  assert.equal(viewFile({ category: 'personal-care', sort: 'newest', page: 2 }), 'views/personal-care/newest/2.html');
  assert.equal(viewFile({ category: '', page: 1 }), 'views/all/default/1.html');
});

test('reads the view of a shop address', () => {
  assert.equal(at('/shop/'), 'views/all/default/1.html');
  assert.equal(at('/shop'), 'views/all/default/1.html');
  assert.equal(at('/shop/?page=2'), 'views/all/default/2.html');
  assert.equal(at('/shop/frozen?sort=price-asc&page=1&ref=mail'), 'views/frozen/price-asc/1.html');
});

test('reads a page as the shop does: its whole part, the last for one past the end, the first for anything else', () => {
  assert.equal(at('/shop/?page=2.7'), 'views/all/default/2.html');
  assert.equal(at('/shop/?page=9'), 'views/all/default/4.html');
  assert.equal(at('/shop/groceries/?page=2'), 'views/groceries/default/1.html');
  for (const page of ['0', '-1', 'two', '']) assert.equal(at(`/shop/?page=${page}`), 'views/all/default/1.html');
});

test('without the pages file, names the page the address names, as far past the end as it is', () => {
  const named = (address) => viewFileAt(new URL(address, 'https://storefront.example'));
  assert.equal(named('/shop/groceries/?page=9'), 'views/groceries/default/9.html');
  assert.equal(named('/shop/?page=0'), 'views/all/default/1.html');
  assert.equal(named('/shop/extra/more/also/'), undefined);
});

test('names no file for an address that is not the shop’s or an order that is no name', () => {
  assert.equal(at('/'), undefined);
  assert.equal(at('/shop/frozen/oven-chips/extra/'), undefined);
  assert.equal(at('/shop/frozen/?q=chips'), undefined);
  assert.equal(at('/shop/Frozen/Oven-Chips/?page=2'), 'views/_products/frozen/oven-chips.html');
  assert.equal(at('/shop/?sort=../../release'), undefined);
});

test('a view opens with the shop’s styles as a data block, and their links for a browser with no script', () => {
  assert.equal(
    servedStyles('.shop-a{color:red}', ['https://shop-build.invalid/shop.css']),
    '<script type="text/css">.shop-a{color:red}</script><noscript><link rel="stylesheet" href="https://shop-build.invalid/shop.css" /></noscript>',
  );
  assert.doesNotThrow(() => servedStyles('.a{background:url(data:image/svg+xml,x)}.b{background:url("https://cdn.example/x.png")}', []));
});

test('refuses styles the page could not take as the shop’s own stylesheet gives them', () => {
  for (const css of ['@import "more.css";', '.a{background:url(assets/x.svg)}', ".a{background:url( './x.svg')}", '.a::after{content:"</script>"}']) {
    assert.throws(() => servedStyles(css, []), /served view/, css);
  }
});
