import { CATALOGUE } from '../catalogue/catalogue';
import { productHead, productJsonLd, productUrl } from './productPage';

const SITE = 'https://shop.example.co.uk/';
const IMAGE = 'https://shop-site.example/assets/long-grain-rice.svg';
const rice = CATALOGUE.find((product) => product.slug === 'long-grain-rice')!;

/** What a search engine asks of a Product with offers (schema.org's Product and Offer). */
function validate(data: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (data['@context'] !== 'https://schema.org') problems.push('@context');
  if (data['@type'] !== 'Product') problems.push('@type');
  for (const field of ['name', 'description', 'image', 'category', 'sku', 'url']) if (typeof data[field] !== 'string' || data[field] === '') problems.push(field);
  const offers = data.offers as Record<string, unknown>[];
  if (!Array.isArray(offers) || offers.length === 0) problems.push('offers');
  for (const offer of offers ?? []) {
    if (offer['@type'] !== 'Offer') problems.push('offer @type');
    if (!/^\d+\.\d{2}$/.test(String(offer.price))) problems.push(`offer price ${String(offer.price)}`);
    if (offer.priceCurrency !== 'GBP') problems.push('offer priceCurrency');
    if (offer.availability !== 'https://schema.org/InStock') problems.push('offer availability');
  }
  return problems;
}

describe('a product for search engines', () => {
  it('is a valid schema.org Product, one Offer in pounds for each of its pack sizes', () => {
    const data = productJsonLd(rice, IMAGE, SITE);
    expect(validate(data as unknown as Record<string, unknown>)).toEqual([]);
    expect(data).toMatchObject({ name: 'Long Grain Rice', sku: '2', category: 'Groceries', image: IMAGE, url: 'https://shop.example.co.uk/shop/groceries/long-grain-rice/' });
    expect((data.offers as unknown as { name: string; price: string }[]).map(({ name, price }) => `${name} ${price}`)).toEqual(['5kg 8.50', '10kg 15.99', '20kg 29.00']);
  });

  it('every product of the catalogue is one', () => {
    for (const product of CATALOGUE) expect(validate(productJsonLd(product, IMAGE, SITE) as unknown as Record<string, unknown>)).toEqual([]);
  });

  it('refuses what is not one', () => {
    const broken = { ...productJsonLd(rice, IMAGE, SITE), offers: [{ '@type': 'Offer', price: '8.5', priceCurrency: 'INR' }] };
    expect(validate(broken as unknown as Record<string, unknown>)).toEqual(['offer price 8.5', 'offer priceCurrency', 'offer availability']);
  });

  it('heads its page with its own title, description, canonical address, preview cards and JSON-LD', () => {
    const head = new DOMParser().parseFromString(`<head>${productHead(rice, IMAGE, SITE)}</head>`, 'text/html').head;
    expect(head.querySelector('title')?.textContent).toBe('Long Grain Rice | Bulk Groceries');
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(productUrl(rice, SITE));
    expect(head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(IMAGE);
    expect(head.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary');
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(rice.description);
    expect(JSON.parse(head.querySelector('script[type="application/ld+json"]')?.textContent ?? '')).toEqual(productJsonLd(rice, IMAGE, SITE));
  });
});
