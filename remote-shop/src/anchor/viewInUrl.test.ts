import { recordView, urlForView, viewFromUrl, type ShopView } from './viewInUrl';

const address = (url: string) => {
  const { pathname, search, hash } = new URL(url, 'http://localhost');
  return { pathname, search, hash };
};
const shown: ShopView = { category: 'Snacks', sort: 'newest' };

describe('viewFromUrl', () => {
  it('reads the category from its anchor and the order from ?sort', () => {
    expect(viewFromUrl(address('/?sort=price-asc#personal-care'), shown)).toEqual({ category: 'Personal Care', sort: 'price-asc' });
  });

  it('is the whole catalogue, most popular first, for a bare address', () => {
    expect(viewFromUrl(address('/'), shown)).toEqual({ category: 'All', sort: 'popularity' });
  });

  it('keeps the category on screen for another section’s anchor', () => {
    expect(viewFromUrl(address('/?sort=newest#about'), shown)).toEqual({ category: 'Snacks', sort: 'newest' });
  });

  it('ignores an order it does not know', () => {
    expect(viewFromUrl(address('/?sort=cheapest#frozen'), shown)).toEqual({ category: 'Frozen', sort: 'popularity' });
  });
});

describe('urlForView', () => {
  it('writes the category as its anchor and a non-default order as ?sort', () => {
    expect(urlForView(address('/'), { category: 'Beverages', sort: 'price-desc' })).toBe('/?sort=price-desc#beverages');
  });

  it('leaves the default order out, keeping other parameters', () => {
    expect(urlForView(address('/?ref=mail&sort=newest#groceries'), { category: 'Groceries', sort: 'popularity' })).toBe('/?ref=mail#groceries');
  });

  it('drops a category anchor for All but leaves another section’s anchor alone', () => {
    expect(urlForView(address('/?ref=mail#frozen'), { category: 'All', sort: 'popularity' })).toBe('/?ref=mail');
    expect(urlForView(address('/#about'), { category: 'All', sort: 'popularity' })).toBe('/#about');
  });

  it('round-trips through viewFromUrl', () => {
    const views: ShopView[] = [
      { category: 'All', sort: 'newest' },
      { category: 'Personal Care', sort: 'popularity' },
      { category: 'Frozen', sort: 'price-asc' },
    ];
    for (const view of views) expect(viewFromUrl(address(urlForView(address('/'), view)), shown)).toEqual(view);
  });
});

describe('recordView', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('adds a history entry for a new view, and none for the view already in the address', () => {
    const entries = history.length;
    recordView({ category: 'Frozen', sort: 'newest' });
    expect(window.location.search + window.location.hash).toBe('?sort=newest#frozen');
    expect(history.length).toBe(entries + 1);
    recordView({ category: 'Frozen', sort: 'newest' });
    expect(history.length).toBe(entries + 1);
  });
});
