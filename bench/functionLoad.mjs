/**
 * The shop's function under load, through the local stack as a shopper's browser reaches it: the host's
 * site, which hands a shop address to the function in the Functions emulator. Each request has a query of
 * its own, as shared links with tracking parameters arrive, so that no cache could answer in its place;
 * `inFlight` at a time, until `requests` have been answered. What counts is whether each answer carries
 * the products, and how long the answers took.
 */
import { shopAddress } from '../tools/contracts/shopAddress.mjs';

const { SERVED_MARK, SHOP_SLOT_ID } = shopAddress;

/**
 * Whether a page as served holds the shop's products: the slot marked as served, with a product card in
 * it. A plain search, not a parse: the probe shares the machine with the stack it loads.
 * @param {string} html
 */
export function carriesProducts(html) {
  return html.includes(`id="${SHOP_SLOT_ID}" ${SERVED_MARK}`) && html.includes('data-testid="product-card"');
}

/** The value below which `share` of the sorted values lie (nearest rank), NaN for none. */
export function percentile(values, share) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

/**
 * @param {{ ms: number, products: boolean }[]} answers  one for each request, a failed request as an answer without products
 * @param {number} wallMs  from the first request to the last answer
 * @returns {{ requests: number, perSecond: number, p50Ms: number, p99Ms: number, withProducts: number }}
 */
export function summarizeLoad(answers, wallMs) {
  const times = answers.map((answer) => answer.ms);
  return {
    requests: answers.length,
    perSecond: wallMs > 0 ? (answers.length * 1000) / wallMs : Number.NaN,
    p50Ms: percentile(times, 0.5),
    p99Ms: percentile(times, 0.99),
    withProducts: answers.filter((answer) => answer.products).length,
  };
}

/**
 * @param {(string | URL)[]} addresses  shop addresses on the host's site (`http://localhost:3000/shop/groceries/`), asked for in turn
 * @param {{ requests?: number, inFlight?: number }} [options]
 */
export async function loadShopAddresses(addresses, { requests = 1000, inFlight = 50 } = {}) {
  const run = Date.now().toString(36);
  const answers = [];
  let next = 0;
  const oneAtATime = async () => {
    while (next < requests) {
      const url = new URL(addresses[next % addresses.length]);
      url.searchParams.set('ref', `load-${run}-${next}`);
      next += 1;
      const started = performance.now();
      try {
        const response = await fetch(url);
        const html = await response.text();
        answers.push({ ms: performance.now() - started, products: response.ok && carriesProducts(html) });
      } catch {
        answers.push({ ms: performance.now() - started, products: false });
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: inFlight }, oneAtATime));
  return summarizeLoad(answers, performance.now() - started);
}
