import { formatShopAddress, isInShopPart, parseShopAddress, parseShopPath, QUERY_LIMIT, readPage, readQuery, type ShopAddress } from './shopAddress';

const parse = (address: string) => {
  const url = new URL(address, 'https://storefront.example');
  return parseShopAddress({ pathname: url.pathname, search: url.search });
};

describe('a shop address', () => {
  it('reads back as the view it was written from', () => {
    const views: ShopAddress[] = [
      { page: 1 },
      { page: 3 },
      { category: 'groceries', page: 1 },
      { category: 'personal-care', sort: 'price-desc', page: 1 },
      { category: 'frozen', sort: 'newest', page: 12 },
      { sort: 'price-asc', page: 4 },
      { category: 'groceries', product: 'long-grain-rice', page: 1 },
      { query: 'rice', page: 1 },
      { category: 'snacks', query: 'salted crisps', sort: 'newest', page: 2 },
      { query: 'fish & chips £5?', page: 1 },
    ];
    for (const view of views) expect(parse(formatShopAddress(view))).toEqual({ ok: true, value: view });
  });

  it('is written as the shop has always written it, keeping the parameters that are not the view’s', () => {
    expect(formatShopAddress({ page: 1 })).toBe('/shop/');
    expect(formatShopAddress({ category: 'beverages', sort: 'price-desc', page: 1 })).toBe('/shop/beverages/?sort=price-desc');
    expect(formatShopAddress({ page: 3 })).toBe('/shop/?page=3');
    expect(formatShopAddress({ category: 'groceries', page: 1 }, '?ref=mail&sort=newest&page=2')).toBe('/shop/groceries/?ref=mail');
    expect(formatShopAddress({ category: 'frozen', sort: 'newest', page: 2 }, '?page=5&ref=mail')).toBe('/shop/frozen/?page=2&ref=mail&sort=newest');
    expect(formatShopAddress({ query: 'salted crisps', page: 1 })).toBe('/shop/?q=salted+crisps');
  });

  it('of a product is its category’s path and its own name, with none of the list’s search, order or page', () => {
    expect(formatShopAddress({ category: 'groceries', product: 'plain-flour', query: 'flour', sort: 'newest', page: 2 }, '?q=flour&page=2&ref=mail')).toBe('/shop/groceries/plain-flour/?ref=mail');
    expect(parse('/shop/Groceries/Plain-Flour?q=x&page=3')).toEqual({ ok: true, value: { category: 'groceries', product: 'plain-flour', page: 1 } });
    expect(() => formatShopAddress({ product: 'plain-flour', page: 1 })).toThrow('"plain-flour" is not a product\'s name');
  });

  it('keeps a search as the shop reads it: its words, spaced once, at most so long', () => {
    expect(readQuery('  long   grain\trice ')).toBe('long grain rice');
    expect(readQuery('   ')).toBeUndefined();
    expect(readQuery(null)).toBeUndefined();
    expect(readQuery('x'.repeat(QUERY_LIMIT + 20))).toHaveLength(QUERY_LIMIT);
    expect(parse('/shop/?q=%20rice%20%20bags')).toEqual({ ok: true, value: { query: 'rice bags', page: 1 } });
    expect(() => formatShopAddress({ query: ' rice', page: 1 })).toThrow('" rice" is not a search as the shop reads it');
  });

  it('is read with or without its last slash, a name in any case, and a page as the shop reads it', () => {
    expect(parse('/shop')).toEqual({ ok: true, value: { page: 1 } });
    expect(parse('/shop/frozen?sort=price-asc&page=1&ref=mail')).toEqual({ ok: true, value: { category: 'frozen', sort: 'price-asc', page: 1 } });
    expect(parse('/shop/Personal-Care/')).toEqual({ ok: true, value: { category: 'personal-care', page: 1 } });
    expect(parse('/shop/?page=2.7')).toEqual({ ok: true, value: { page: 2 } });
    for (const page of ['0', '-2', 'two', '']) expect(readPage(page)).toBe(1);
    expect(readPage(null)).toBe(1);
  });

  it('is refused, saying why, where the path is not a shop path or the order no key', () => {
    const refusals = {
      '/': '/ is not under /shop/',
      '/shopping/': '/shopping/ is not under /shop/',
      '/x/shop/': '/x/shop/ is not under /shop/',
      '/shop/frozen/oven-chips/extra/': '/shop/frozen/oven-chips/extra/ is not /shop/, /shop/<category>/ or /shop/<category>/<product>/',
      '/shop//': '/shop// is not /shop/, /shop/<category>/ or /shop/<category>/<product>/',
      '/shop/frozen/oven_chips/': '/shop/frozen/oven_chips/ names no product: a product is letters and digits joined by single hyphens',
      '/shop/a%2Fb/': '/shop/a%2Fb/ names no category: a category is letters and digits joined by single hyphens',
      '/shop/../release.json': '/release.json is not under /shop/',
      '/shop/?sort=../../release': '?sort=../../release names no order: an order is lower-case words joined by hyphens',
    };
    for (const [address, reason] of Object.entries(refusals)) expect(parse(address)).toEqual({ ok: false, reason });
  });

  it('is never written for a view the grammar would read back as another', () => {
    expect(() => formatShopAddress({ category: 'Personal Care', page: 1 })).toThrow('"Personal Care" is not a category\'s anchor');
    expect(() => formatShopAddress({ sort: '../x', page: 1 })).toThrow('"../x" is not an order\'s key');
    expect(() => formatShopAddress({ page: 0 })).toThrow('page 0 is not a whole number from 1');
    expect(() => formatShopAddress({ page: 1.5 })).toThrow('page 1.5 is not a whole number from 1');
  });
});

describe('the shop’s part of the site', () => {
  it('is /shop and everything under /shop/, whether the grammar reads it or not', () => {
    for (const path of ['/shop', '/shop/', '/shop/frozen/', '/shop/frozen/oven-chips/extra/']) expect(isInShopPart(path)).toBe(true);
    for (const path of ['/', '/shopping/', '/shop.html', '/x/shop/']) expect(isInShopPart(path)).toBe(false);
    expect(parseShopPath('/shop/frozen/oven-chips/extra/').ok).toBe(false);
  });
});
