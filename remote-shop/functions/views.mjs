/**
 * Where a build of the shop keeps the served markup of each view, and which of them a shop address
 * shows: shared by the build that writes them (remote-shop/server/emitViews.mjs) and the function that
 * serves them (shopPage.mjs), the two ends the shop team owns.
 */

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
  return `${VIEWS_FOLDER}/${category || 'all'}/${sort || 'default'}/${page}.html`;
}

const SHOP_PATH = /^\/shop(?:\/([a-z0-9-]+))?\/?$/;
const SORT = /^[a-z-]+$/;

/**
 * The file of the view a shop address shows (`/shop/groceries/?sort=newest&page=2`), or none when the
 * address is none of the shop's. A page is read as the shop reads it (its whole part, from 1); a name or
 * order no build knows, or a page past the end, names a file no build has.
 * @param {URL} url
 */
export function viewFileAt(url) {
  const match = SHOP_PATH.exec(url.pathname);
  const sort = url.searchParams.get('sort') ?? '';
  if (!match || (sort !== '' && !SORT.test(sort))) return undefined;
  const page = Number.parseInt(url.searchParams.get('page') ?? '', 10);
  return viewFile({ category: match[1], sort, page: page >= 1 ? page : 1 });
}
