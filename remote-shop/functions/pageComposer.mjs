import { parse } from 'parse5';
import { composePage, escapeAttribute } from './composePage.mjs';
import { BUILD_MARK } from './shopAddress.mjs';

/** Stand in the shop's slot, its build's manifest and the page's title, while the page is cut around them: no page of the storefront holds any. */
const VIEW_PLACE = '\u0000the shop’s view\u0000';
const BUILD_PLACE = '\u0001the view’s build\u0001';
const HEAD_PLACE = '\u0002the view’s head\u0002';

const attribute = (node, name) => node.attrs?.find((attr) => attr.name === name)?.value;

/** Where the page's title and its meta description are, by their offsets in its text. */
function titleAndDescription(page) {
  const head = parse(page, { sourceCodeLocationInfo: true }).childNodes.find((node) => node.tagName === 'html')?.childNodes.find((node) => node.tagName === 'head');
  const found = (test) => head?.childNodes.find(test)?.sourceCodeLocation;
  return { title: found((node) => node.tagName === 'title'), description: found((node) => node.tagName === 'meta' && attribute(node, 'name') === 'description') };
}

/** The page with its title in HEAD_PLACE's place and its description gone, for a view with a head of its own; the page itself where it has no title. */
function withHeadPlace(page) {
  const { title, description } = titleAndDescription(page);
  if (!title) return page;
  const cuts = [{ at: title, text: HEAD_PLACE }, ...(description ? [{ at: description, text: '' }] : [])].sort((a, b) => b.at.startOffset - a.at.startOffset);
  return cuts.reduce((text, { at, text: put }) => `${text.slice(0, at.startOffset)}${put}${text.slice(at.endOffset)}`, page);
}

function composerOf(page) {
  if (page.includes(VIEW_PLACE) || page.includes(BUILD_PLACE)) throw new Error('the page holds the text that stands for the shop’s view or its build');
  const [before, after, ...more] = composePage(page, VIEW_PLACE, BUILD_PLACE).split(VIEW_PLACE);
  if (after === undefined || more.length > 0) throw new Error('the shop’s view has no single place in the page');
  const [start, end, ...others] = before.split(` ${BUILD_MARK}="${BUILD_PLACE}"`);
  if (end === undefined || others.length > 0) throw new Error('the shop’s slot has no single place for its build');
  return (markup, build) => `${start}${build ? ` ${BUILD_MARK}="${escapeAttribute(build)}"` : ''}${end}${markup}${after}`;
}

/**
 * The storefront's page composed around the shop's slot once (composePage.mjs), for any number of views:
 * the page is parsed once, and each view goes in its place by joining strings, which is what a warm
 * instance does per request. The same page as composePage's, byte for byte; throws where it throws (a
 * page with no slot), for the caller to serve the page as it is. A view with a head of its own (a
 * product's) has it in place of the page's title and description.
 * @param {string} page  the host's index.html
 * @returns {(markup: string, build?: string, head?: string) => string}  the page with a view's served markup in the shop's
 *          slot, and the manifest of the build it came from named on the slot (composePage's `build`)
 */
export function pageComposer(page) {
  if (page.includes(HEAD_PLACE)) throw new Error('the page holds the text that stands for the view’s head');
  const plain = composerOf(page);
  const headed = composerOf(withHeadPlace(page));
  return (markup, build, head) => (head === undefined ? plain(markup, build) : headed(markup, build).split(HEAD_PLACE).join(head));
}
