/**
 * Whether a shop address's first response holds its products: the name of the first product card in
 * the document as served, found with the same parser the shop's function uses, or none. The chain from
 * the address to the first product's name is then the document itself, whatever the page's script does.
 */
import { parse } from 'parse5';

const attribute = (node, name) => node.attrs?.find((attr) => attr.name === name)?.value;
const textOf = (node) => (node.nodeName === '#text' ? node.value : (node.childNodes ?? []).map(textOf).join(''));

function find(node, test) {
  if (test(node)) return node;
  for (const child of node.childNodes ?? []) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

/** @param {string} html  a document as served */
export function firstProductInDocument(html) {
  const card = find(parse(html), (node) => attribute(node, 'data-testid') === 'product-card');
  const name = card && find(card, (node) => node.nodeName === 'h3');
  return name ? textOf(name).trim() : undefined;
}

/** The first product's name in the first response at `url`, or none. */
export async function firstProductServedAt(url) {
  const response = await fetch(url);
  return response.ok ? firstProductInDocument(await response.text()) : undefined;
}
