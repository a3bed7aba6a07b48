import { correctView, isShopAddress, leaveDetail, recordDetail, recordView, urlForView, viewAfterAnchorChange, viewFromUrl, viewOfLink, type ShopView } from './viewInUrl';

const address = (url: string) => {
  const { pathname, search, hash } = new URL(url, 'http://localhost');
  return { pathname, search, hash };
};
const shown = { category: 'Snacks', sort: 'newest' } as const;

describe('viewFromUrl', () => {
  it('reads the category from its anchor, the order from ?sort and the page from ?page', () => {
    expect(viewFromUrl(address('/?sort=price-asc&page=3#personal-care'), shown)).toEqual({ category: 'Personal Care', sort: 'price-asc', page: 3 });
  });

  it('reads the category from a shop path, the order and page from its query', () => {
    expect(viewFromUrl(address('/shop/groceries/?sort=newest&page=2'), shown)).toEqual({ category: 'Groceries', sort: 'newest', page: 2 });
    expect(viewFromUrl(address('/shop/personal-care'), shown)).toEqual({ category: 'Personal Care', sort: 'popularity', page: 1 });
  });

  it('is the whole catalogue at /shop/ and at a shop path naming no category it knows', () => {
    expect(viewFromUrl(address('/shop/?page=3'), shown)).toEqual({ category: 'All', sort: 'popularity', page: 3 });
    expect(viewFromUrl(address('/shop/sweets/'), shown).category).toBe('All');
  });

  it('takes a category anchor over the path, as a link to an older address is the newer wish', () => {
    expect(viewFromUrl(address('/shop/groceries/#frozen'), shown).category).toBe('Frozen');
  });

  it('is the whole catalogue, most popular first, from page 1, for a bare address', () => {
    expect(viewFromUrl(address('/'), shown)).toEqual({ category: 'All', sort: 'popularity', page: 1 });
  });

  it('keeps the category on screen for another section’s anchor', () => {
    expect(viewFromUrl(address('/?sort=newest&page=2#about'), shown)).toEqual({ category: 'Snacks', sort: 'newest', page: 2 });
  });

  it('ignores an order it does not know', () => {
    expect(viewFromUrl(address('/?sort=cheapest#frozen'), shown)).toEqual({ category: 'Frozen', sort: 'popularity', page: 1 });
  });

  it.each(['0', '-2', 'two', '', '%20'])('takes a page of "%s" for the first', (page) => {
    expect(viewFromUrl(address(`/?page=${page}`), shown).page).toBe(1);
  });

  it('keeps a page past the end as asked, for paginate to show the last one', () => {
    expect(viewFromUrl(address('/?page=99'), shown).page).toBe(99);
  });

  it('takes the whole pages of a page number written with more', () => {
    expect(viewFromUrl(address('/?page=2.7'), shown).page).toBe(2);
  });
});

describe('viewAfterAnchorChange', () => {
  it('starts a category reached by a link from its first page, the page in the address being the list left', () => {
    expect(viewAfterAnchorChange(address('/?sort=newest&page=3'), address('/?sort=newest&page=3#frozen'), shown)).toEqual({
      category: 'Frozen',
      sort: 'newest',
      page: 1,
    });
    expect(viewAfterAnchorChange(address('/?page=2#about'), address('/?page=2#beverages'), shown).page).toBe(1);
  });

  it('shows the page in the address when Back or Forward changed more than the anchor', () => {
    expect(viewAfterAnchorChange(address('/#frozen'), address('/?page=3#beverages'), shown)).toEqual({
      category: 'Beverages',
      sort: 'popularity',
      page: 3,
    });
  });
});

describe('urlForView', () => {
  it('writes the category as its shop path, a non-default order as ?sort and a page after the first as ?page', () => {
    expect(urlForView(address('/'), { category: 'Beverages', sort: 'price-desc', page: 1 })).toBe('/shop/beverages/?sort=price-desc');
    expect(urlForView(address('/'), { category: 'All', sort: 'popularity', page: 3 })).toBe('/shop/?page=3');
  });

  it('leaves the default order and page 1 out, keeping other parameters', () => {
    expect(urlForView(address('/?ref=mail&sort=newest&page=2#groceries'), { category: 'Groceries', sort: 'popularity', page: 1 })).toBe('/shop/groceries/?ref=mail');
  });

  it('writes an older address (a category anchor) as its shop path, with no anchor', () => {
    expect(urlForView(address('/?page=2#frozen'), { category: 'Frozen', sort: 'popularity', page: 2 })).toBe('/shop/frozen/?page=2');
    expect(urlForView(address('/#about'), { category: 'All', sort: 'popularity', page: 1 })).toBe('/shop/');
  });

  it('round-trips through viewFromUrl', () => {
    const views: ShopView[] = [
      { category: 'All', sort: 'newest', page: 4 },
      { category: 'Personal Care', sort: 'popularity', page: 1 },
      { category: 'Frozen', sort: 'price-asc', page: 2 },
    ];
    for (const view of views) expect(viewFromUrl(address(urlForView(address('/'), view)), shown)).toEqual(view);
  });
});

describe('isShopAddress', () => {
  it.each(['/shop/', '/shop/frozen/?page=2', '/#groceries', '/?page=2#shop', '/?page=2'])('takes %s for a view of the shop', (url) => {
    expect(isShopAddress(address(url))).toBe(true);
  });

  it.each(['/', '/#about', '/#shop', '/?ref=mail', '/products.html'])('takes %s for none', (url) => {
    expect(isShopAddress(address(url))).toBe(false);
  });
});

describe('viewOfLink', () => {
  const page = { origin: 'http://localhost:3000', ...address('/shop/frozen/?page=2') };
  const link = (href: string, more: { target?: string; download?: boolean } = {}) => ({ href, target: '', download: false, ...more });

  it('opens a shop address of the page’s own origin in place, from the link’s page', () => {
    expect(viewOfLink(link('/shop/groceries/'), page, shown, false)).toEqual({ category: 'Groceries', sort: 'popularity', page: 1 });
    expect(viewOfLink(link('http://localhost:3000/shop/?sort=newest&page=3'), page, shown, false)).toEqual({ category: 'All', sort: 'newest', page: 3 });
  });

  it('leaves the browser to follow any other link', () => {
    expect(viewOfLink(link('/products.html'), page, shown, false)).toBeUndefined();
    expect(viewOfLink(link('http://elsewhere.example/shop/'), page, shown, false)).toBeUndefined();
    expect(viewOfLink(link('#about'), page, shown, false)).toBeUndefined();
    expect(viewOfLink(link('/shop/groceries/#reviews'), page, shown, false)).toBeUndefined();
  });

  it('leaves a new window, a download and a click with a modifier to the browser', () => {
    expect(viewOfLink(link('/shop/groceries/', { target: '_blank' }), page, shown, false)).toBeUndefined();
    expect(viewOfLink(link('/shop/groceries/', { download: true }), page, shown, false)).toBeUndefined();
    expect(viewOfLink(link('/shop/groceries/'), page, shown, true)).toBeUndefined();
  });
});

describe('writing the view in the address', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('adds a history entry for a new view, a new page included, and none for the view already in the address', () => {
    const entries = history.length;
    recordView({ category: 'Frozen', sort: 'newest', page: 1 });
    expect(window.location.pathname + window.location.search).toBe('/shop/frozen/?sort=newest');
    expect(history.length).toBe(entries + 1);
    recordView({ category: 'Frozen', sort: 'newest', page: 1 });
    expect(history.length).toBe(entries + 1);
    recordView({ category: 'Frozen', sort: 'newest', page: 2 });
    expect(window.location.pathname + window.location.search).toBe('/shop/frozen/?sort=newest&page=2');
    expect(history.length).toBe(entries + 2);
  });

  it('corrects the address in place, adding no entry', () => {
    history.replaceState(null, '', '/?page=3#frozen');
    const entries = history.length;
    correctView({ category: 'Frozen', sort: 'popularity', page: 1 });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/shop/frozen/');
    expect(history.length).toBe(entries);
  });
});

describe('a product’s detail and a search in the address', () => {
  beforeEach(() => history.replaceState(null, '', '/shop/?page=2'));

  it('reads a product from its address, over its category’s first page, and a search from ?q', () => {
    expect(viewFromUrl(address('/shop/frozen/oven-chips/?page=3'), shown)).toEqual({ category: 'Frozen', sort: 'popularity', page: 1, product: 'oven-chips' });
    expect(viewFromUrl(address('/shop/snacks/?q=%20salted%20%20crisps&page=2'), shown)).toEqual({ category: 'Snacks', sort: 'popularity', page: 2, query: 'salted crisps' });
  });

  it('writes each back as it reads it', () => {
    const views: ShopView[] = [
      { category: 'Frozen', sort: 'popularity', page: 1, product: 'oven-chips' },
      { category: 'All', sort: 'price-asc', page: 2, query: 'rice' },
    ];
    for (const view of views) expect(viewFromUrl(address(urlForView({ search: '' }, view)), shown)).toEqual(view);
  });

  it('a detail the shop opened is left by Back, to the address as it was; one the page arrived at, for the view under it', () => {
    const back = jest.spyOn(history, 'back').mockImplementation(() => undefined);
    recordDetail({ category: 'Frozen', sort: 'popularity', page: 1, product: 'oven-chips' });
    expect(window.location.pathname).toBe('/shop/frozen/oven-chips/');
    leaveDetail({ category: 'All', sort: 'popularity', page: 2, product: 'oven-chips' });
    expect(back).toHaveBeenCalledTimes(1);

    history.replaceState(null, '', '/shop/frozen/oven-chips/');
    leaveDetail({ category: 'Frozen', sort: 'popularity', page: 1, product: 'oven-chips' });
    expect(back).toHaveBeenCalledTimes(1);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/shop/frozen/');
    back.mockRestore();
  });
});
