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
 * The depth of the chain of requests that ended before the first card: each request that started only
 * once another had ended comes after it, and the depth is the longest such run, the page's own document
 * counted as the first. Pictures and media are left out: the card does not wait for them.
 */
async function chainDepthToFirstCard(page: Page) {
  await expect.poll(() => page.evaluate(() => (window as { firstCardAt?: number }).firstCardAt ?? 0)).toBeGreaterThan(0);
  return page.evaluate(() => {
    const cardAt = (window as { firstCardAt?: number }).firstCardAt as number;
    const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => !['img', 'image', 'video', 'audio', 'beacon'].includes(entry.initiatorType) && entry.responseEnd > 0 && entry.responseEnd <= cardAt)
      .map((entry) => ({ name: entry.name, start: entry.startTime, end: entry.responseEnd }))
      .sort((a, b) => a.end - b.end);
    const page = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const chains: { name: string; end: number; chain: string[] }[] = [{ name: page.name, end: page.responseEnd, chain: [page.name] }];
    for (const request of requests) {
      const before = chains.filter((other) => other.end <= request.start).sort((a, b) => b.chain.length - a.chain.length)[0];
      chains.push({ name: request.name, end: request.end, chain: [...(before?.chain ?? []), request.name] });
    }
    const longest = chains.sort((a, b) => b.chain.length - a.chain.length)[0] as { chain: string[] };
    return longest.chain.map((name) => new URL(name).href);
  });
}

test('at /#shop, the first card needs no more requests in a row than the shop’s own chain beside the page’s first script', async ({ page }) => {
  await watchForTheFirstCard(page);
  await page.goto('/#shop');
  const chain = await chainDepthToFirstCard(page);
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
