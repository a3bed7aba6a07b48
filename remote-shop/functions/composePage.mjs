import { parse } from 'parse5';
import { BUILD_MARK, SERVED_MARK, SHOP_SLOT_ID } from './shopAddress.mjs';

export const escapeAttribute = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

function findById(node, id) {
  if (node.attrs?.some((attr) => attr.name === 'id' && attr.value === id)) return node;
  for (const child of node.childNodes ?? []) {
    const found = findById(child, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The storefront's page with a view of the shop in the shop's slot (the contracts' SHOP_SLOT_ID,
 * shopAddress.mjs), in place of what the page holds there (its skeleton), and the slot marked as served,
 * naming the build the markup came from where one is given. Everything else is the page's own text, byte for
 * byte: the slot is found by an HTML parser, and only its contents are replaced. Throws when the page
 * has no such slot (a host built before it had one), for the caller to serve the page as it is.
 * @param {string} page  the host's index.html
 * @param {string} markup  a view's served markup
 * @param {string} [build]  the manifest of the build it came from, where that is not the site's root one
 */
export function composePage(page, markup, build) {
  const slot = findById(parse(page, { sourceCodeLocationInfo: true }), SHOP_SLOT_ID);
  const at = slot?.sourceCodeLocation;
  if (!at?.startTag || !at.endTag) throw new Error(`the page has no element #${SHOP_SLOT_ID} to hold the shop`);
  const startTagEnd = at.startTag.endOffset - 1;
  const marks = ` ${SERVED_MARK}=""${build ? ` ${BUILD_MARK}="${escapeAttribute(build)}"` : ''}`;
  return `${page.slice(0, startTagEnd)}${marks}${page.slice(startTagEnd, at.startTag.endOffset)}${markup}${page.slice(at.endTag.startOffset)}`;
}
