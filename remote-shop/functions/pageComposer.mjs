import { composePage, escapeAttribute } from './composePage.mjs';
import { BUILD_MARK } from './shopAddress.mjs';

/** Stand in the shop's slot, and its build's manifest, while the page is cut around them: no page of the storefront holds either. */
const VIEW_PLACE = '\u0000the shop’s view\u0000';
const BUILD_PLACE = '\u0001the view’s build\u0001';

/**
 * The storefront's page composed around the shop's slot once (composePage.mjs), for any number of views:
 * the page is parsed once, and each view goes in its place by joining strings, which is what a warm
 * instance does per request. The same page as composePage's, byte for byte; throws where it throws (a
 * page with no slot), for the caller to serve the page as it is.
 * @param {string} page  the host's index.html
 * @returns {(markup: string, build?: string) => string}  the page with a view's served markup in the shop's
 *          slot, and the manifest of the build it came from named on the slot (composePage's `build`)
 */
export function pageComposer(page) {
  if (page.includes(VIEW_PLACE) || page.includes(BUILD_PLACE)) throw new Error('the page holds the text that stands for the shop’s view or its build');
  const [before, after, ...more] = composePage(page, VIEW_PLACE, BUILD_PLACE).split(VIEW_PLACE);
  if (after === undefined || more.length > 0) throw new Error('the shop’s view has no single place in the page');
  const [start, end, ...others] = before.split(` ${BUILD_MARK}="${BUILD_PLACE}"`);
  if (end === undefined || others.length > 0) throw new Error('the shop’s slot has no single place for its build');
  return (markup, build) => `${start}${build ? ` ${BUILD_MARK}="${escapeAttribute(build)}"` : ''}${end}${markup}${after}`;
}
