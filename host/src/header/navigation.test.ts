import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BRAND } from '../brand';
import { NAV_LINKS } from './navigation';

const publicDir = path.join(__dirname, '..', '..', 'public');
const pages = NAV_LINKS.filter((link) => link.href.startsWith('/'));

function htmlText(html: string): string {
  return html.replace(/&amp;/g, '&');
}

describe('navigation pages', () => {
  it('are the five pages of the spec, Home staying on this page', () => {
    expect(NAV_LINKS[0]).toEqual({ label: 'Home', href: '#top' });
    expect(pages.map((link) => link.href)).toEqual(['/bulk-deals.html', '/products.html', '/warehouse-locations.html', '/trade-registration.html', '/contact.html']);
  });

  it.each(pages)('$href is served: it says it is not part of the storefront yet and links back, with no script', ({ href, label }) => {
    const file = path.join(publicDir, href);
    expect(existsSync(file)).toBe(true);
    const html = htmlText(readFileSync(file, 'utf8'));
    expect(html).toContain(`<h1>${label}</h1>`);
    expect(html).toContain('not part of this storefront yet');
    expect(html).toContain('href="/"');
    expect(html).toContain(BRAND.name);
    expect(html).not.toMatch(/<script/i);
  });
});
