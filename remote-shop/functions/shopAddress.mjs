// Written by `node tools/contracts/functionCopies.mjs --write` from shared/src/shopAddress/shopAddress.ts, a contract
// this function is deployed with. Change that file, not this one.
/**
 * The shop's addresses, one grammar for everything that reads or writes them, and the slot of the
 * storefront's page that a server fills at one of them:
 *
 *   /shop/                      the whole catalogue (`/shop` too)
 *   /shop/<category>/           one category, by its anchor (`/shop/personal-care/`; the last slash may go)
 *   /shop/<category>/<product>/ one product of it, by its name in the catalogue (`/shop/groceries/plain-flour/`)
 *   …?q=<words>&sort=<order>&page=<n>  what was searched for, an order by its key (`price-asc`), and a page
 *                               from 1 (none of them with a product); other parameters (`?ref=mail`) are
 *                               kept and not read
 *
 * Which categories, products and orders exist is the catalogue's to say: the grammar reads their form only, so that
 * a server can name a view's file from an address without knowing the shop's rules. This file imports
 * nothing: the host's first script carries it, and the tools run it on its own (the Hosting rules, and the
 * copy the shop's function is deployed with: tools/contracts/shopAddress.mjs).
 */

/** The first segment of every shop address. */
export const SHOP_SEGMENT = 'shop';

/** The whole catalogue's path, which every other shop path starts with. */
export const SHOP_PATH = `/${SHOP_SEGMENT}/`;

/** The query parameters of a view: its order and its page. */
export const SORT_PARAM = 'sort';
export const PAGE_PARAM = 'page';
/** What the shopper searched for. */
export const QUERY_PARAM = 'q';
/** The longest search a shop address keeps: longer is cut, as no product's words run so long. */
export const QUERY_LIMIT = 100;

/** The files of the host's site a search engine reads, which the shop's function serves from its build. */
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

/**
 * The element of the storefront's page that holds the shop's view (the host's shop section), which a
 * server at a shop address fills with that view's markup, marking it served (`data-served`) and naming
 * the manifest of the build the markup came from (`data-build`), which the page then loads.
 */
export const SHOP_SLOT_ID = 'shop-view';
export const SERVED_MARK = 'data-served';
export const BUILD_MARK = 'data-build';

/**
 * The type of the data block (`<script type="text/css">`) that opens a served view with its styles, which
 * the page's first script adopts as a stylesheet: the products paint with the document, waiting on no
 * other site, and the page's policy admits nothing new (a script's stylesheet is no inline style).
 */
export const SERVED_STYLES_TYPE = 'text/css';

/** A view of the shop as its address names it. */
                              
                                                                                            
                    
                                                                                                    
                   
                                                                                
                 
                                                                         
                
                
               
 

/** What reading an address gives: its value, or why it is not one of the grammar's. */
                                                                                

const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SORT = /^[a-z]+(?:-[a-z]+)*$/;

/**
 * The shop's part of the site: `/shop` and every path under `/shop/`. Hosting hands each to the shop's
 * function, and the host starts the shop at once there; one the grammar does not read (`/shop/a/b/`) is
 * the storefront's page all the same, with no view in it.
 */
export const SHOP_PART = new RegExp(`^/${SHOP_SEGMENT}(?:/|$)`);

/** Whether a path is in the shop's part of the site (SHOP_PART). */
export const isInShopPart = (pathname        )          => SHOP_PART.test(pathname);

/**
 * The category and product a shop path names (`/shop/frozen/` → `frozen`; `/shop/frozen/oven-chips/` →
 * `frozen`, `oven-chips`; `/shop/` neither), read in any case and given in lower case as anchors are;
 * refused, with the reason, where the path is not a shop path.
 */
export function parseShopPath(pathname        )                                                   {
  if (!isInShopPart(pathname)) return { ok: false, reason: `${pathname} is not under ${SHOP_PATH}` };
  const segments = pathname.slice(SHOP_PATH.length).split('/');
  if (segments.at(-1) === '') segments.pop();
  if (segments.length > 2 || segments.some((segment) => segment === '')) {
    return { ok: false, reason: `${pathname} is not ${SHOP_PATH}, ${SHOP_PATH}<category>/ or ${SHOP_PATH}<category>/<product>/` };
  }
  const [category, product] = segments.map((segment) => segment.toLowerCase());
  if (category === undefined) return { ok: true, value: {} };
  if (!NAME.test(category)) return { ok: false, reason: `${pathname} names no category: a category is letters and digits joined by single hyphens` };
  if (product === undefined) return { ok: true, value: { category } };
  if (!NAME.test(product)) return { ok: false, reason: `${pathname} names no product: a product is letters and digits joined by single hyphens` };
  return { ok: true, value: { category, product } };
}

/** A search as the shop reads it: its words, each run of white space one space, at most QUERY_LIMIT long; none for none. */
export function readQuery(value               )                     {
  const words = (value ?? '').trim().replace(/\s+/g, ' ').slice(0, QUERY_LIMIT).trim();
  return words === '' ? undefined : words;
}

/** A page as the shop reads it: its whole part, from 1; missing, not a number or below 1, the first. */
export function readPage(value               )         {
  const page = Number.parseInt(value ?? '', 10);
  return page >= 1 ? page : 1;
}

/**
 * The view a shop address names (`/shop/groceries/?sort=newest&page=2`), or why it names none: a path
 * that is not a shop path, or an order that is not a key's form (`?sort=../../x`), which would name a file
 * no build has. A page is read as the shop reads it (readPage).
 */
export function parseShopAddress({ pathname, search }                                      )                       {
  const path = parseShopPath(pathname);
  if (!path.ok) return path;
  const params = new URLSearchParams(search);
  const sort = params.get(SORT_PARAM) ?? '';
  if (sort !== '' && !SORT.test(sort)) return { ok: false, reason: `?${SORT_PARAM}=${sort} names no order: an order is lower-case words joined by hyphens` };
  const page = readPage(params.get(PAGE_PARAM));
  if (path.value.product !== undefined) return { ok: true, value: { ...path.value, page: 1 } };
  const query = readQuery(params.get(QUERY_PARAM));
  return { ok: true, value: { ...path.value, ...(query === undefined ? {} : { query }), ...(sort === '' ? {} : { sort }), page } };
}

/**
 * The address of a view: its path, then its search, order and page where they are not the first page in
 * the default order, after the parameters of `keep` (the address it replaces) that are not the view's. A
 * product's address is its path alone, with those of `keep`. Throws on a view the grammar cannot write,
 * which would be read back as another.
 */
export function formatShopAddress({ category, product, query, sort, page }             , keep = '')         {
  if (category !== undefined && !NAME.test(category)) throw new RangeError(`"${category}" is not a category's anchor (letters and digits joined by single hyphens, in lower case)`);
  if (product !== undefined && (category === undefined || !NAME.test(product))) throw new RangeError(`"${product}" is not a product's name (letters and digits joined by single hyphens, in lower case) under a category`);
  if (sort !== undefined && !SORT.test(sort)) throw new RangeError(`"${sort}" is not an order's key (lower-case words joined by hyphens)`);
  if (query !== undefined && readQuery(query) !== query) throw new RangeError(`"${query}" is not a search as the shop reads it`);
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`page ${page} is not a whole number from 1`);
  const params = new URLSearchParams(keep);
  const set = (name        , value                    ) => (value === undefined ? params.delete(name) : params.set(name, value));
  const path = category === undefined ? SHOP_PATH : `${SHOP_PATH}${category}/${product === undefined ? '' : `${product}/`}`;
  set(QUERY_PARAM, product === undefined ? query : undefined);
  set(SORT_PARAM, product === undefined ? sort : undefined);
  set(PAGE_PARAM, product === undefined && page !== 1 ? String(page) : undefined);
  return params.size > 0 ? `${path}?${params}` : path;
}
