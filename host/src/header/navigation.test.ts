import { navLinks } from './navigation';

const TRADE = [
  ['Bulk Deals', '/bulk-deals.html'],
  ['Products', '/products.html'],
  ['Locations', '/warehouse-locations.html'],
  ['Trade', '/trade-registration.html'],
  ['Contact', '/contact.html'],
];

describe('navigation links', () => {
  it('on the storefront: Home stays on the page, then the five trade pages, none marked', () => {
    const links = navLinks();
    expect(links.map(({ label, href }) => [label, href])).toEqual([['Home', '#top'], ...TRADE]);
    expect(links.some((link) => link.current)).toBe(false);
  });

  it.each(TRADE)('on %s: Home leads to the storefront, and that page alone is marked', (label, href) => {
    const links = navLinks(href);
    expect(links[0]).toEqual({ label: 'Home', href: '/', current: false });
    expect(links.filter((link) => link.current)).toEqual([{ label, href, current: true }]);
  });
});
