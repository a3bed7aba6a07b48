/**
 * A shopper landing on an address, on the phone profile (shopperProbe.mjs: 390 px, touch, 4x CPU, its
 * throttled network), each load on a fresh page: the largest paint as the page itself observes it (its
 * `largest-contentful-paint` entries, read once the page has loaded and settled), which element that
 * paint was and how the browser was asked for its picture (by the document, its markup or its answer's
 * `Link` header, or later by a script; at what priority), when the first product card came on screen, whether the splash covered the page as it
 * was first shown, and which of its files were asked for. The addresses take turns, round by round (landingFigures.mjs).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM } from './lighthouse.mjs';
import { freshPage } from './shopperProbe.mjs';
import { turnOrder } from './shopperFigures.mjs';
import { splashFilesAmong } from './landingFigures.mjs';

/** After the page's load, how long it is left alone before its entries are read: the shop's take-over, then quiet. */
const SETTLE_MS = 3000;
const LOAD_TIMEOUT_MS = 60_000;

/** Runs in the page before any of its scripts. */
function landingWatch() {
  const watch = { paints: [], cardShownAt: undefined, splashShown: undefined };
  window.__landing = watch;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = entry.element;
      watch.paints.push({
        ms: entry.startTime,
        url: entry.url,
        tag: element?.tagName.toLowerCase(),
        inProductCard: Boolean(element?.closest('[data-testid="product-card"]')),
        loading: element?.getAttribute('loading') ?? undefined,
        fetchPriority: element?.getAttribute('fetchpriority') ?? undefined,
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // How the splash stands once the document is parsed, before the page's own script has run.
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const splash = document.getElementById('splash');
    watch.splashShown = Boolean(splash) && getComputedStyle(splash).display !== 'none';
  });
  // The first product card's first frame within the viewport (the served one, before the shop's own replaces it).
  const onScreen = new IntersectionObserver((entries) => {
    const shown = entries.find((entry) => entry.isIntersecting);
    if (!shown) return;
    watch.cardShownAt = shown.time;
    onScreen.disconnect();
  });
  new MutationObserver((_records, observer) => {
    const card = document.querySelector('[data-testid="product-card"]');
    if (!card) return;
    observer.disconnect();
    onScreen.observe(card);
  }).observe(document, { childList: true, subtree: true });
}

async function landOnce(browser, url) {
  const { context, page, cdp } = await freshPage(browser, 'phone', landingWatch);
  try {
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      if (!requests.has(request.url)) requests.set(request.url, { initiatorType: initiator.type, initiatorUrl: initiator.url, priority: request.initialPriority });
    });
    // What the document's answer asks the browser to preload in its head (`Link`), which no parser asks for.
    let documentPreloads;
    cdp.on('Network.responseReceived', ({ type, response }) => {
      if (type !== 'Document' || documentPreloads !== undefined) return;
      const link = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'link')?.[1] ?? '';
      documentPreloads = [...link.matchAll(/<([^>]+)>/g)].map(([, url]) => url);
    });
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await page.waitForTimeout(SETTLE_MS);
    const { paints, cardShownAt, splashShown, documentUrl } = await page.evaluate(() => ({
      ...window.__landing,
      documentUrl: performance.getEntriesByType('navigation')[0]?.name,
    }));
    const lcp = paints.at(-1);
    return {
      lcpMs: lcp?.ms ?? Number.NaN,
      lcp,
      request: lcp?.url ? requests.get(lcp.url) : undefined,
      documentUrl,
      documentPreloads: documentPreloads ?? [],
      cardShownMs: cardShownAt ?? Number.NaN,
      splashShown: splashShown === true,
      splashFiles: splashFilesAmong([...requests.keys()]),
    };
  } finally {
    await context.close();
  }
}

/**
 * Each address `rounds` times, the addresses taking turns.
 * @param {Record<string, string>} addresses  URL by name ('/shop/groceries/', '/')
 * @returns {Promise<Record<string, ReturnType<typeof landOnce> extends Promise<infer T> ? T[] : never>>}
 */
export async function measureLanding(addresses, rounds, log) {
  const results = Object.fromEntries(Object.keys(addresses).map((name) => [name, []]));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    for (let round = 0; round < rounds; round += 1) {
      log(`landing round ${round + 1} of ${rounds}…`);
      for (const name of turnOrder(Object.keys(addresses), round)) {
        let sample;
        try {
          sample = await landOnce(browser, addresses[name]);
          log(`  ${name}: LCP ${sample.lcpMs.toFixed(0)} ms, ${sample.lcp?.tag ?? 'nothing'} ${sample.lcp?.url ?? ''} (${sample.request ? `${sample.request.initiatorType}, ${sample.request.priority}` : 'no request'}), splash ${sample.splashShown ? 'shown' : 'not shown'}`);
        } catch (error) {
          log(`  ${name}: not measured (${error instanceof Error ? error.message.split('\n')[0] : error})`);
          sample = { lcpMs: Number.NaN, cardShownMs: Number.NaN, splashShown: undefined };
        }
        results[name].push(sample);
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
