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
 * code: 6 in a row (page, main.js, the app's code, the runtime, the manifest, the shop's files), measured on the
 * build before (6a31aa4).
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
 * The chain of requests to the first card, from what the browser says asked for each one, not from the
 * timing of one load on a busy machine. A request made by the parser comes after its document. One made by
 * a script comes after every file whose code is on the stack that made it, the stacks it was scheduled from
 * included (the app's code that imported the runtime, the runtime that loads the shop), and after each data
 * request one of those files made and saw answered before this one was made (the runtime reads the shop's
 * manifest, then asks for the entry it names). Pictures and media are left out: the card does not wait for
 * them.
 */
async function watchTheChainToTheFirstCard(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Debugger.enable');
  await cdp.send('Runtime.setAsyncCallStackDepth', { maxDepth: 32 });
  await cdp.send('Network.enable');
  const asked = new Map<string, { type: string; by: string[] }>();
  cdp.on('Network.requestWillBeSent', ({ request, initiator, type }) => {
    if (asked.has(request.url)) return;
    const by = new Set<string>();
    for (let stack = initiator.stack; stack; stack = stack.parent) for (const frame of stack.callFrames) if (frame.url) by.add(frame.url);
    if (by.size === 0 && initiator.url) by.add(initiator.url);
    asked.set(request.url, { type: type ?? 'Other', by: [...by] });
  });
  return {
    async toTheFirstCard(): Promise<string[]> {
      await expect.poll(() => page.evaluate(() => (window as { firstCardAt?: number }).firstCardAt ?? 0)).toBeGreaterThan(0);
      const timings = await page.evaluate(() => {
        const cardAt = (window as { firstCardAt?: number }).firstCardAt as number;
        const document = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.responseEnd > 0 && entry.responseEnd <= cardAt);
        return [{ name: document.name.split('#')[0] as string, start: 0, end: document.responseEnd }, ...resources.map((entry) => ({ name: entry.name, start: entry.startTime, end: entry.responseEnd }))];
      });
      const ended = new Map(timings.filter(({ name }) => ['Script', 'Fetch', 'XHR', 'Stylesheet', 'Document'].includes(asked.get(name)?.type ?? '')).map((timing) => [timing.name, timing]));
      const chains = new Map<string, string[]>();
      const chainOf = (url: string): string[] => {
        const known = chains.get(url);
        if (known) return known;
        const self = ended.get(url);
        const by = asked.get(url)?.by ?? [];
        const answeredBefore = [...ended.values()].filter(({ name, end }) => {
          const other = asked.get(name);
          return self && name !== url && (other?.type === 'Fetch' || other?.type === 'XHR') && end <= self.start && by.includes(other.by[0] ?? '');
        });
        const before = [...by.filter((file) => ended.has(file) && file !== url), ...answeredBefore.map(({ name }) => name)];
        const chain = [...(before.map(chainOf).sort((x, y) => y.length - x.length)[0] ?? []), url];
        chains.set(url, chain);
        return chain;
      };
      return [...ended.keys()].map(chainOf).sort((x, y) => y.length - x.length)[0] ?? [];
    },
  };
}

test('at /#shop, the first card needs no more requests in a row than the shop’s own chain beside the page’s first script', { tag: ['@shop'] }, async ({ page }) => {
  await watchForTheFirstCard(page);
  const chains = await watchTheChainToTheFirstCard(page);
  await page.goto('/#shop');
  const chain = await chains.toTheFirstCard();
  console.log(`requests in a row to the shop's first card at /#shop: ${chain.length}\n  ${chain.join('\n  ')}`);
  expect(chain.length, chain.join(' → ')).toBeLessThanOrEqual(MOST_REQUESTS_IN_A_ROW);
});

for (const address of ['/shop/groceries/', '/#groceries', '/?page=2', '/#shop']) {
  test(`at ${address}, the shop’s manifest is asked for before the page has hydrated`, { tag: ['@shop'] }, async ({ page }) => {
    await page.goto(address);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    // At a shop path the served view's cards are there before any script: wait for the page to hydrate.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('storefront:hydrated').length)).toBe(1);
    const { manifest, hydrated } = await page.evaluate((shop) => ({
      manifest: performance.getEntriesByType('resource').find(({ name }) => name === `${shop}/mf-manifest.json`)?.startTime ?? Number.POSITIVE_INFINITY,
      hydrated: performance.getEntriesByName('storefront:hydrated')[0]?.startTime ?? 0,
    }), remoteOrigin('shop'));
    expect(manifest).toBeLessThan(hydrated);
  });
}
