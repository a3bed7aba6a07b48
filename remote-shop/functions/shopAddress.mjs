// Written by `node tools/contracts/functionCopies.mjs --write` from shared/src/shopAddress/shopAddress.ts, a contract
// this function is deployed with. Change that file, not this one.
// The one grammar of shop addresses, /shop/[<category>/[<product>/]][?q=&sort=&page=]. It reads their form
// only, so that a server can name a view's file without knowing the shop's rules. It imports nothing: the
// host's first script carries it, and the shop's function is deployed with a copy.

export const SHOP_SEGMENT = 'shop';

export const SHOP_PATH = `/${SHOP_SEGMENT}/`;

export const SORT_PARAM = 'sort';
export const PAGE_PARAM = 'page';
export const QUERY_PARAM = 'q';
/** Longer is cut: no product's words run so long. */
export const QUERY_LIMIT = 100;

export const SITEMAP_PATH = '/sitemap.xml';

// A server at a shop address fills this element with the view, marks it served, and names the manifest of
// the build the markup came from, which the page then loads.
export const SHOP_SLOT_ID = 'shop-view';
export const SERVED_MARK = 'data-served';
export const BUILD_MARK = 'data-build';

// A data block the page's first script adopts as a stylesheet: the products paint with the document, and
// the page's policy admits nothing new (a script's stylesheet is no inline style).
export const SERVED_STYLES_TYPE = 'text/css';

                              
                                       
                    
                                  
                   
                 
                
               
 

                                                                                

const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SORT = /^[a-z]+(?:-[a-z]+)*$/;

// Hosting hands all of it to the shop's function; a path the grammar does not read (`/shop/a/b/`) is the
// storefront's page all the same, with no view in it.
export const SHOP_PART = new RegExp(`^/${SHOP_SEGMENT}(?:/|$)`);

export const isInShopPart = (pathname        )          => SHOP_PART.test(pathname);

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

export function readQuery(value               )                     {
  const words = (value ?? '').trim().replace(/\s+/g, ' ').slice(0, QUERY_LIMIT).trim();
  return words === '' ? undefined : words;
}

export function readPage(value               )         {
  const page = Number.parseInt(value ?? '', 10);
  return page >= 1 ? page : 1;
}

/** An order not of a key's form (`?sort=../../x`) would name a file no build has: refused. */
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

// `keep` is the address it replaces, whose other parameters stay. Throws on a view the grammar cannot
// write, which would be read back as another.
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
