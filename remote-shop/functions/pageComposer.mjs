import { composePage } from './composePage.mjs';

/** Stands in the shop's slot while the page is cut around it: no page of the storefront holds it. */
const VIEW_PLACE = '\u0000the shop’s view\u0000';

/**
 * The storefront's page composed around the shop's slot once (composePage.mjs), for any number of views:
 * the page is parsed once, and each view goes in its place by joining strings, which is what a warm
 * instance does per request. The same page as composePage's, byte for byte; throws where it throws (a
 * page with no slot), for the caller to serve the page as it is.
 * @param {string} page  the host's index.html
 * @returns {(markup: string) => string}  the page with a view's served markup in the shop's slot
 */
export function pageComposer(page) {
  if (page.includes(VIEW_PLACE)) throw new Error('the page holds the text that stands for the shop’s view');
  const [before, after, ...more] = composePage(page, VIEW_PLACE).split(VIEW_PLACE);
  if (after === undefined || more.length > 0) throw new Error('the shop’s view has no single place in the page');
  return (markup) => `${before}${markup}${after}`;
}
