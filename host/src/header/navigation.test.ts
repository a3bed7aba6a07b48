import path from 'node:path';
import { BRAND } from '../brand';
import placeholderPages from '../pages/placeholderPages.json';
import { renderTemplate } from '../pages/testing/renderTemplate';
import { NAV_LINKS } from './navigation';

const pages = NAV_LINKS.filter((link) => link.href.startsWith('/'));

function htmlText(html: string): string {
  return html.replace(/&amp;/g, '&');
}

describe('navigation pages', () => {
  it('are the five pages of the spec, Home staying on this page', () => {
    expect(NAV_LINKS[0]).toEqual({ label: 'Home', href: '#top' });
    expect(pages.map((link) => link.href)).toEqual(['/bulk-deals.html', '/products.html', '/warehouse-locations.html', '/trade-registration.html', '/contact.html']);
  });

  it.each(pages)('$href is built: it says it is not part of the storefront yet and links back, with no script', ({ href, label }) => {
    const page = placeholderPages.find((candidate) => `/${candidate.file}` === href);
    expect(page).toBeDefined();
    const html = htmlText(renderTemplate(path.join(__dirname, '..', 'pages', 'placeholder.html'), { brand: BRAND, page }));
    expect(html).toContain(`<h1>${label}</h1>`);
    expect(html).toContain('not part of this storefront yet');
    expect(html).toContain('href="/"');
    expect(html).toContain(BRAND.name);
    expect(html).not.toMatch(/<script/i);
  });
});
