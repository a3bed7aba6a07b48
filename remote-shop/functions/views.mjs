/**
 * Where a build of the shop keeps the served markup of each view, and which of them a shop address
 * shows: shared by the build that writes them (remote-shop/server/emitViews.mjs) and the function that
 * serves them (shopPage.mjs), the two ends the shop team owns.
 */
import { parseShopAddress, SERVED_STYLES_TYPE } from './shopAddress.mjs';

/** Where the markup names the build's own files (images, its stylesheet); the function puts the build's address there. */
export const BUILD_URL = 'https://shop-build.invalid/';

/** The folder of a build that holds one file of markup per view. */
export const VIEWS_FOLDER = 'views';

/**
 * A view's file: `views/<category's anchor, or all>/<order, or default>/<page>.html`. An address with no
 * order is the default's, written under `default` as well as under its name, so that reading an address
 * needs none of the shop's rules.
 * @param {{ category?: string, sort?: string, page: number }} view  category: an anchor (`personal-care`)
 */
export function viewFile({ category, sort, page }) {
  return `${VIEWS_FOLDER}/${listKey(category)}/${sort || 'default'}/${page}.html`;
}

/** The build's count of pages of each list (`{ "all": 4, "groceries": 1, … }`), for a page past the end. */
export const PAGES_FILE = `${VIEWS_FOLDER}/pages.json`;

/** Where the markup names the storefront's own site (a product's canonical address); the function puts the site it serves there. */
export const SITE_URL = 'https://storefront.invalid/';

/** A product's first HTML (its detail over its category's page), and what heads its page; `_` is in no category's name. */
export const productFile = ({ category, product }) => `${VIEWS_FOLDER}/_products/${category}/${product}.html`;
export const productHeadFile = (address) => productFile(address).replace(/\.html$/, '.head.html');

/** What an address naming a product the build has not got shows, with a 404. */
export const NOT_FOUND_FILE = `${VIEWS_FOLDER}/not-found.html`;

/**
 * The build's own render of a search (its src/prerender.tsx, bundled for Node), which the function runs
 * for an address no file holds, and what opens every view's markup (servedStyles).
 */
export const RENDERER_FILE = `${VIEWS_FOLDER}/render.cjs`;
export const STYLES_FILE = `${VIEWS_FOLDER}/styles.html`;

/** The site's sitemap, naming SITE_URL. */
export const SITEMAP_FILE = `${VIEWS_FOLDER}/sitemap.xml`;

/** The key of a list in the pages file: its category's anchor, or `all`. */
export const listKey = (category) => category || 'all';

/**
 * The file of the view a shop address shows (`/shop/groceries/?sort=newest&page=2`), or of the product it
 * names, or none when the address is none of the shop's, as the contracts' grammar reads it
 * (shopAddress.mjs), or a search, which no build holds a file for. A page past the end
 * of its list (`pages`, the build's pages file) is the last, as the shop shows it; without the pages
 * file, the page the address names, which a list too short has no file for. A name or order no build
 * knows names a file no build has.
 * @param {URL} url
 * @param {Record<string, number>} [pages]
 */
export function viewFileAt(url, pages) {
  const address = parseShopAddress(url);
  if (!address.ok || address.value.query !== undefined) return undefined;
  if (address.value.product !== undefined) return productFile(address.value);
  const { category, sort, page } = address.value;
  const last = pages === undefined ? Number.POSITIVE_INFINITY : (pages[listKey(category)] ?? 1);
  return viewFile({ category, sort, page: Math.min(page, last) });
}

/**
 * What opens each view's file: the shop's styles as a data block of the contracts' SERVED_STYLES_TYPE,
 * which the page adopts, and, for a browser with no script, the links to its stylesheets. Throws on CSS
 * an adopted stylesheet cannot take as the page would (an @import, a url() relative to the build) or
 * that would end the block.
 * @param {string} css  the shop's stylesheets' text, in order
 * @param {string[]} hrefs  their addresses
 */
export function servedStyles(css, hrefs) {
  if (/@import|url\(\s*(?!['"]?[a-z][a-z0-9+.-]*:)/i.test(css)) throw new Error('the shop’s CSS imports a stylesheet or names a file by a relative url(): a served view cannot carry it');
  if (/<\/script/i.test(css)) throw new Error('the shop’s CSS holds "</script", which would end the served view’s data block');
  const links = hrefs.map((href) => `<link rel="stylesheet" href="${href}" />`).join('');
  return `<script type="${SERVED_STYLES_TYPE}">${css}</script><noscript>${links}</noscript>`;
}
