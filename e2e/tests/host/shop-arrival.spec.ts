// drives: shop
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { remoteOrigin } from '../../support/remotes';

/**
 * Landing on the shop: an address that may be a view of it (`/#shop`, a category's anchor, a page of it)
 * has the shop's files asked for by the page's first script, beside the app's code, not after hydration.
 */

/**
 * The most requests that must finish one after another before the shop's first card shows: the page
 * (1); its first script, `main.js` (2); the federation runtime's chunks, which it asks for at once at a
 * shop address (3); the shop's manifest (4); then the shop's entry and its exposed module's files, side by
 * side, since the manifest names them all (5). The app's own code (React, the components), which the card
 * also needs to be hydrated into, is asked for beside the runtime and is no deeper. Before the shop was
 * started from the first script, the runtime was asked for only by the hydrated page, after the app's
 * code: 7 in a row, measured on the build before.
 */
const MOST_REQUESTS_IN_A_ROW = 5;

/** The time the first product card was put in the page, seen from the page's own first moment. */
async function watchForTheFirstCard(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('[data-testid="product-card"]')) return;
      (window as { firstCardAt?: number }).firstCardAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * The chain of requests to the first card: each request's parent is what asked for it, as the browser
 * records it (the document's parser, or the script running when the request was made, read from its stack
 * and the stacks it was scheduled from), so the chain is the build's own order of requests and not the
 * timing of one load on a busy machine. The chain is that of the last request to end before the first card,
 * among those the card waits for: not pictures or media, nor what the card's own styles ask for.
 */
async function watchTheChainToTheFirstCard(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Debugger.enable');
  await cdp.send('Runtime.setAsyncCallStackDepth', { maxDepth: 32 });
  await cdp.send('Network.enable');
  const parents = new Map<string, string | undefined>();
  const types = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ request, initiator, type, documentURL }) => {
    if (parents.has(request.url)) return;
    types.set(request.url, type ?? 'Other');
    let stack: typeof initiator.stack = initiator.stack;
    let asker: string | undefined;
    while (stack && !asker) {
      asker = stack.callFrames.find((frame) => frame.url)?.url;
      stack = stack.parent;
    }
    parents.set(request.url, asker ?? initiator.url ?? (request.url === documentURL ? undefined : documentURL));
  });
  return {
    async toTheFirstCard(): Promise<string[]> {
      await expect.poll(() => page.evaluate(() => (window as { firstCardAt?: number }).firstCardAt ?? 0)).toBeGreaterThan(0);
      const ended = await page.evaluate(() => {
        const cardAt = (window as { firstCardAt?: number }).firstCardAt as number;
        return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.responseEnd > 0 && entry.responseEnd <= cardAt)
          .map((entry) => entry.name);
      });
      const chainOf = (url: string): string[] => {
        const parent = parents.get(url);
        return parent && parent !== url && parents.has(parent) ? [...chainOf(parent), url] : [url];
      };
      const waitedFor = ended.filter((url) => ['Script', 'Fetch', 'XHR', 'Stylesheet', 'Document'].includes(types.get(url) ?? ''));
      return waitedFor.map(chainOf).sort((a, b) => b.length - a.length)[0] ?? [];
    },
  };
}

test('at /#shop, the first card needs no more requests in a row than the shop’s own chain beside the page’s first script', async ({ page }) => {
  await watchForTheFirstCard(page);
  const chains = await watchTheChainToTheFirstCard(page);
  await page.goto('/#shop');
  const chain = await chains.toTheFirstCard();
  console.log(`requests in a row to the shop's first card at /#shop: ${chain.length}\n  ${chain.join('\n  ')}`);
  expect(chain.length, chain.join(' → ')).toBeLessThanOrEqual(MOST_REQUESTS_IN_A_ROW);
});

for (const address of ['/#groceries', '/?page=2', '/#shop']) {
  test(`at ${address}, the shop’s manifest is asked for before the page has hydrated`, async ({ page }) => {
    await page.goto(address);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const { manifest, hydrated } = await page.evaluate((shop) => ({
      manifest: performance.getEntriesByType('resource').find(({ name }) => name === `${shop}/mf-manifest.json`)?.startTime ?? Number.POSITIVE_INFINITY,
      hydrated: performance.getEntriesByName('storefront:hydrated')[0]?.startTime ?? 0,
    }), remoteOrigin('shop'));
    expect(manifest).toBeLessThan(hydrated);
  });
}
