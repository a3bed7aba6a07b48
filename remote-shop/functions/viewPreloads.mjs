import { parseFragment } from 'parse5';

const attribute = (node, name) => node.attrs?.find((attr) => attr.name === name)?.value;

function* elements(node) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elements(child);
  }
}

/**
 * What a view's first screen needs from the shop's site, as the value of a `Link` header of preloads:
 * its stylesheets, which hold up the parser where they stand in the page (the shop's slot, well into the
 * document), and its first picture (the one marked `fetchpriority="high"`), the page's largest paint. In
 * the answer's head, the browser asks for them as soon as the answer starts, not when its parser reaches
 * the shop's slot. None: undefined.
 * @param {string} markup  a view's served markup
 */
export function viewPreloads(markup) {
  const links = [];
  for (const element of elements(parseFragment(markup))) {
    const href = attribute(element, 'href');
    const src = attribute(element, 'src');
    if (element.tagName === 'link' && attribute(element, 'rel') === 'stylesheet' && href) links.push(`<${href}>; rel=preload; as=style`);
    if (element.tagName === 'img' && attribute(element, 'fetchpriority') === 'high' && src) links.push(`<${src}>; rel=preload; as=image; fetchpriority=high`);
  }
  return links.length > 0 ? links.join(', ') : undefined;
}
