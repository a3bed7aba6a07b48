import type { Offer, Product as SchemaProduct, WithContext } from 'schema-dts';
import { categoryAnchor, formatShopAddress } from '@storefront/shared';
import { packOptions } from '../catalogue/packs';
import type { ShopProduct } from '../catalogue/shopProduct';

/** A product's own address on the storefront, absolute from `site`. */
export function productUrl(product: ShopProduct, site: string): string {
  return new URL(formatShopAddress({ category: categoryAnchor(product.category), product: product.slug, page: 1 }), site).href;
}

/**
 * A product as schema.org's Product, for search engines: one Offer a pack size, in pounds. The catalogue
 * keeps no stock: every line of the range is held, so each is in stock.
 * @param image  the picture's absolute address
 */
export function productJsonLd(product: ShopProduct, image: string, site: string): WithContext<SchemaProduct> {
  const url = productUrl(product, site);
  const offers: Offer[] = packOptions(product).map(({ size, price }) => ({
    '@type': 'Offer',
    name: size,
    price: price.toFixed(2),
    priceCurrency: 'GBP',
    availability: 'https://schema.org/InStock',
    url,
  }));
  return { '@context': 'https://schema.org', '@type': 'Product', name: product.name, description: product.description, image, category: product.category, sku: product.id, url, offers };
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * What a product's address puts in the page's head in place of the storefront's title and description:
 * its own, its canonical address, the cards a shared link previews with, and its JSON-LD.
 */
export function productHead(product: ShopProduct, image: string, site: string): string {
  const title = escapeHtml(`${product.name} | Bulk ${product.category}`);
  const description = escapeHtml(product.description);
  const url = escapeHtml(productUrl(product, site));
  const picture = escapeHtml(image);
  // In a data block, `<` is written as its escape so that no text can end the block.
  const jsonLd = JSON.stringify(productJsonLd(product, image, site)).replaceAll('<', '\\u003c');
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="product" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image" content="${picture}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${picture}" />`,
    `<script type="application/ld+json">${jsonLd}</script>`,
  ].join('');
}
