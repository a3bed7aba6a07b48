/**
 * What a shop address's first response holds, read with the same parser the shop's function uses: the
 * name of the first product card (the chain from the address to it is then the document itself), what
 * its products' paint waits for from another site, and its bytes over the wire.
 */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parse } from 'parse5';
import { atMost, kilobytes, row } from './targets.mjs';

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

const isCard = (node) => attribute(node, 'data-testid') === 'product-card';

/** @param {string} html  a document as served */
export function firstProductInDocument(html) {
  const card = find(parse(html), isCard);
  const name = card && find(card, (node) => node.nodeName === 'h3');
  return name ? textOf(name).trim() : undefined;
}

/**
 * The stylesheets of another origin than the document's that a browser running script meets before the
 * first product card, each of which the products' paint waits for (a `<noscript>`'s are text to it).
 * @param {string} html  a document as served
 * @param {string} documentUrl  where it was served
 */
export function foreignStylesheetsBeforeProducts(html, documentUrl) {
  const origin = new URL(documentUrl).origin;
  const found = [];
  const walk = (node) => {
    if (isCard(node)) return true;
    const href = attribute(node, 'href');
    if (node.nodeName === 'link' && attribute(node, 'rel') === 'stylesheet' && href && new URL(href, documentUrl).origin !== origin) found.push(href);
    return (node.childNodes ?? []).some(walk);
  };
  walk(parse(html, { scriptingEnabled: true }));
  return found;
}

/** What Chromium asks for, so that the answer comes in the coding a shopper's browser gets. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/**
 * The first response at `url` as it comes over the wire: its body's bytes as sent (fetch would decode
 * them), its coding, and its text.
 * @returns {Promise<{ bytes: number, coding: string | undefined, html: string }>}
 */
export function servedOverTheWire(url) {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { 'accept-encoding': BROWSER_ENCODINGS } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const coding = response.headers['content-encoding'];
        const decode = { br: brotliDecompressSync, gzip: gunzipSync }[coding] ?? ((bytes) => bytes);
        resolve({ bytes: body.length, coding, html: decode(body).toString('utf8') });
      });
    }).on('error', reject);
  });
}

/**
 * What the build decides of a shop address's first response, gated where `gated`: no request beyond the
 * document before the first product's name, no other site's stylesheet before the products, and its
 * bytes over the wire within the shop's budget (`wireKb.servedPage` of remote-shop/budget.json).
 * @param {{ bytes: number, coding?: string, html: string }} served  servedOverTheWire's
 * @param {string} address  the shop address, as the rows name it
 * @param {string} url  where it was served
 * @param {number} budgetKb
 */
export function servedViewRows(served, address, url, budgetKb, gated) {
  const section = 'Served view';
  return [
    row({ section, name: `requests before the first product's name at ${address}, beyond the document`, value: firstProductInDocument(served.html) ? 0 : 1, target: atMost(0), gated }),
    row({ section, name: `stylesheets from another site before its products`, value: foreignStylesheetsBeforeProducts(served.html, url).length, target: atMost(0), gated }),
    row({ section, name: `its page over the wire (${served.coding ?? 'not compressed'})`, value: kilobytes(served.bytes), unit: 'KB', digits: 1, target: atMost(budgetKb), gated }),
  ];
}
