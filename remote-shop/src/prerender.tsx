import { CATEGORIES, categoryAnchor, categoryFromAnchor, formatShopAddress } from '@storefront/shared';
import { renderToString } from 'react-dom/server';
import { FIRST_VIEW, type ShopView } from './anchor/viewInUrl';
import { filterProducts, type CategoryFilter } from './browse/filterProducts';
import { paginate } from './browse/paginate';
import { SORT_OPTIONS, SortKeySchema, type SortKey } from './browse/sortProducts';
import { CATALOGUE } from './catalogue/catalogue';
import { productHead, productUrl } from './seo/productPage';
import Shop from './Shop';
import { useShopStore } from './store/shopStore';

/**
 * The shop's views as a server serves them: the markup `shop/Shop` renders for each, from the same code
 * and catalogue, built with the browser build's class and asset names (tools/webpack/prerender.mjs) and
 * written into the build by `server/emitViews.mjs`. The page that shows one then replaces it with the
 * shop itself, which renders the same view from the address.
 */
export interface ServedView {
  /** The category's anchor (`personal-care`), empty for the whole catalogue, as its address names it. */
  category: string;
  sort: SortKey;
  /** Whether it is the order an address with none shows. */
  defaultOrder: boolean;
  page: number;
  markup: string;
}

/** Every view there is: each category and the whole catalogue, in each order, at each of its pages. */
function everyView(): ShopView[] {
  const categories: CategoryFilter[] = ['All', ...CATEGORIES];
  return categories.flatMap((category) => {
    const { pageCount } = paginate(filterProducts(CATALOGUE, category), 1);
    return SORT_OPTIONS.flatMap(({ value: sort }) => Array.from({ length: pageCount }, (_, i) => ({ category, sort, page: i + 1 })));
  });
}

/**
 * React's server render puts a preload link for each picture that loads at once before the markup. The
 * shop's render in the browser has none, and the markup served is to be the same as that, which asks for
 * those pictures itself (read by the browser's preload scanner at once, the first at high priority).
 */
const PICTURE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g;

/**
 * The markup of one view, as the shop renders it on arrival at its address. A server render reads the
 * store's first state (zustand's server snapshot), the very object the store started with: the view is
 * written into that object, as it is the state the shop starts with at that address.
 */
function renderView(view: ShopView): string {
  Object.assign(useShopStore.getInitialState(), { query: undefined, product: undefined }, view);
  return renderToString(<Shop />).replace(PICTURE_PRELOAD, '');
}

export function renderEveryView(): ServedView[] {
  return everyView().map((view) => ({
    category: view.category === 'All' ? '' : categoryAnchor(view.category),
    sort: view.sort,
    defaultOrder: view.sort === FIRST_VIEW.sort,
    page: view.page,
    markup: renderView(view),
  }));
}

/** A product's first HTML: its detail, open over its category's first page, and what heads its page. */
export interface ServedProduct {
  category: string;
  slug: string;
  markup: string;
  head: string;
}

/** Every product's, its canonical address and preview cards naming `site` (the function puts the site it serves there). */
export function renderEveryProduct(site: string): ServedProduct[] {
  return CATALOGUE.map((product) => ({
    category: categoryAnchor(product.category),
    slug: product.slug,
    markup: renderView({ ...FIRST_VIEW, category: product.category, product: product.slug }),
    head: productHead(product, product.image, site),
  }));
}

/** What an address naming no product of the catalogue shows: the whole catalogue, under a plain word that it is not there. */
export function renderNotFound(): string {
  return renderView({ ...FIRST_VIEW, product: 'not-in-the-catalogue' });
}

/** The storefront, each list of the shop by its pages and each product, for search engines, from `site`. */
export function renderSitemap(site: string): string {
  const filters: CategoryFilter[] = ['All', ...CATEGORIES];
  const lists = filters.flatMap((category) => {
    const { pageCount } = paginate(filterProducts(CATALOGUE, category), 1);
    const anchor = category === 'All' ? undefined : categoryAnchor(category);
    return Array.from({ length: pageCount }, (_, i) => formatShopAddress({ category: anchor, page: i + 1 }));
  });
  const addresses = ['/', ...lists].map((path) => new URL(path, site).href).concat(CATALOGUE.map((product) => productUrl(product, site)));
  const urls = addresses.map((address) => `<url><loc>${address.replaceAll('&', '&amp;')}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}


/**
 * A search's view as the shop renders it at its address (`/shop/snacks/?q=crisps&page=2`), read as the
 * contracts' grammar reads it: the shop's function runs this, from the build it serves, for a search no
 * file can hold.
 */
export function renderSearch({ category, query, sort, page }: { category?: string; query: string; sort?: string; page: number }): string {
  const order = SortKeySchema.safeParse(sort);
  return renderView({ category: (category && categoryFromAnchor(category)) || 'All', sort: order.success ? order.data : FIRST_VIEW.sort, page, query });
}
