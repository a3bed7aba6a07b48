/**
 * A shopper's first visit, timed in Chromium on the page's own clock: each measure on a fresh page (a new
 * browser context, so nothing cached and no splash seen), the splash waited out with no input at all, a
 * few idle seconds, then one thing done: the header's Cart or Login clicked, or one flick to the shop.
 * The storefront and the single bundle take turns, round by round (shopperFigures.mjs).
 *
 * The timing runs in the page: the click's or the touch's own event time, and the first frame in which
 * the answer is on screen. Playwright finds the answer afterwards, by role and test id as the end-to-end
 * suite does, and reads the time the page recorded for that element; nothing of Playwright's runs in the
 * page while the shopper waits, where its checks would take the slowed CPU from the storefront.
 */
import { chromium } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM } from './lighthouse.mjs';
import { blockingWithin, SHOPPER_MEASURES, turnOrder } from './shopperFigures.mjs';

/**
 * The network of one of Lighthouse's presets as Chromium's own throttling applies it, per request. The
 * phone's figures are those Lighthouse sets when it throttles through DevTools: each request waits the
 * round trip times an adjustment factor (a request's connection, TLS and exchange, not one trip alone),
 * and the throughput is cut by a factor; Lighthouse leaves the desktop's unset there, so they are derived
 * the same way. Served from this machine with no network at all, a remote started by a click would cost
 * nothing to fetch, and what a shopper waits for would not be measured.
 */
function devtoolsNetwork(preset) {
  const { DEVTOOLS_RTT_ADJUSTMENT_FACTOR: rttFactor, DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR: throughputFactor } = throttling;
  return {
    latencyMs: preset.requestLatencyMs || preset.rttMs * rttFactor,
    downKbps: preset.downloadThroughputKbps || preset.throughputKbps * throughputFactor,
    upKbps: preset.uploadThroughputKbps || preset.throughputKbps * throughputFactor,
  };
}

/**
 * The two profiles: a phone (390 px, touch; Lighthouse's phone: 4x CPU on a slow 4G, 150 ms round trips
 * and 1.6 Mbps) and a desktop (1280 px; Lighthouse's desktop: 1x CPU on a dense 4G, 40 ms and 10 Mbps).
 */
export const PROFILES = {
  // At a pixel ratio of 1: the extra pixels of a phone's screen are the compositor's work, which on a
  // shared machine would time the machine's other processes rather than the page's main thread.
  phone: {
    context: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 },
    cpuSlowdown: throttling.mobileSlow4G.cpuSlowdownMultiplier,
    network: devtoolsNetwork(throttling.mobileSlow4G),
  },
  desktop: {
    context: { viewport: { width: 1280, height: 900 } },
    cpuSlowdown: throttling.desktopDense4G.cpuSlowdownMultiplier,
    network: devtoolsNetwork(throttling.desktopDense4G),
  },
};
const bytesPerSecond = (kbps) => (kbps * 1024) / 8;

/** After the splash has gone, a shopper reads the first screen for a moment before doing anything. */
const IDLE_AFTER_SPLASH_MS = 3000;
/** How long a finger or a mouse button stays down in a tap or a click. */
const PRESS_MS = 80;
/** How long a desktop shopper's pointer rests on a button before pressing it. */
const HOVER_MS = 200;
/** A swipe: the finger moves this long, one step a frame, and rests at the end so that the page stops there. */
const SWIPE_MS = 200;
const SWIPE_REST_MS = 100;
const FRAME_MS = 16;
const ANSWER_TIMEOUT_MS = 30_000;
/** How many frames the page's look may lag behind Playwright's finding the same element. */
const LOOK_FRAMES = 300;

/**
 * Runs in the page before any of its scripts: records trusted clicks and touches, the long tasks, and,
 * once armed with a selector, the first frame in which each matching element is on screen.
 */
function shopperClock() {
  const clock = { clicks: [], touches: [], longTasks: [], shownAt: new WeakMap(), armed: false };
  window.__shopper = clock;
  addEventListener('click', (event) => event.isTrusted && clock.clicks.push(event.timeStamp), { capture: true });
  addEventListener('touchstart', (event) => event.isTrusted && clock.touches.push(event.timeStamp), { capture: true, passive: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) clock.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });

  const onScreen = (element) => {
    const box = element.getBoundingClientRect();
    const inViewport = box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    return inViewport && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  // Looks once a frame, from just before the input until the answer has been read: a panel sliding in or
  // a card scrolled into view changes no markup when it comes on screen, so no observer would tell.
  clock.arm = (selector) => {
    clock.clicks.length = 0;
    clock.touches.length = 0;
    clock.armed = true;
    // What is on screen already is no answer to the input about to come.
    for (const element of document.querySelectorAll(selector)) if (onScreen(element)) clock.shownAt.set(element, Number.NaN);
    clock.firstShown = new Promise((resolve) => {
      const frame = () => {
        const now = performance.now();
        for (const element of document.querySelectorAll(selector)) {
          if (clock.shownAt.has(element) || !onScreen(element)) continue;
          clock.shownAt.set(element, now);
          resolve(now);
        }
        if (clock.armed) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  };
}

/**
 * A fresh page (a new browser context: nothing cached, no splash seen) with the profile's screen, CPU and
 * network, `initScript` run in it before any of the page's own scripts; nothing is opened yet.
 * @param {import('@playwright/test').Browser} browser
 * @param {keyof typeof PROFILES} profile
 * @param {() => void} initScript
 */
export async function freshPage(browser, profile, initScript) {
  const context = await browser.newContext(PROFILES[profile].context);
  await context.addInitScript(initScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const { cpuSlowdown, network } = PROFILES[profile];
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.latencyMs,
    downloadThroughput: bytesPerSecond(network.downKbps),
    uploadThroughput: bytesPerSecond(network.upKbps),
  });
  return { context, page, cdp };
}

/** Opens the page on a fresh context with the profile, and waits out the splash and a moment after it. */
async function openFresh(browser, url, profile) {
  const { context, page, cdp } = await freshPage(browser, profile, shopperClock);
  await page.goto(url);
  // The splash ends by its own animation and is then taken out of the document; asked every half second,
  // the lightest way to wait without touching the page.
  await page.waitForFunction(() => !document.getElementById('splash'), undefined, { polling: 500, timeout: ANSWER_TIMEOUT_MS });
  await page.waitForTimeout(IDLE_AFTER_SPLASH_MS);
  return { context, page, cdp };
}

/** A tap on a touch screen, or a mouse moved onto the point, rested, then pressed and released. */
async function press(page, cdp, profile, { x, y }) {
  if (profile === 'phone') {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await page.waitForTimeout(PRESS_MS);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    return;
  }
  await page.mouse.move(x, y);
  await page.waitForTimeout(HOVER_MS);
  await page.mouse.down();
  await page.waitForTimeout(PRESS_MS);
  await page.mouse.up();
}

const centre = (box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** Resolves with the page's promise, or NaN once it has not settled in time. */
function withTimeout(promise) {
  let timer;
  const timeout = new Promise((resolve) => (timer = setTimeout(() => resolve(Number.NaN), ANSWER_TIMEOUT_MS)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The header's button clicked (Cart or Login), timed until its panel or dialog is on screen. */
async function timeHeaderButton(page, cdp, profile, input) {
  const banner = page.getByRole('banner');
  const [button, answer, candidates] =
    input === 'cart'
      ? [banner.getByRole('button', { name: /^Cart/ }), page.getByRole('complementary', { name: 'Cart' }), 'aside']
      : [banner.getByRole('button', { name: 'Login' }).first(), page.getByRole('dialog', { name: 'Login' }), 'dialog'];
  const at = centre(await button.boundingBox());
  await page.evaluate((selector) => window.__shopper.arm(selector), candidates);
  await press(page, cdp, profile, at);
  await withTimeout(page.evaluate(() => window.__shopper.firstShown));
  await answer.waitFor({ timeout: ANSWER_TIMEOUT_MS });
  const { clickedAt, shownAt } = await answer.evaluate(async (element, frames) => {
    const clock = window.__shopper;
    // Found by Playwright a frame before the page's own look: wait for that look, a few seconds at most.
    for (let frame = 0; frame < frames && !clock.shownAt.has(element); frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    clock.armed = false;
    return { clickedAt: clock.clicks[0], shownAt: clock.shownAt.get(element) ?? Number.NaN };
  }, LOOK_FRAMES);
  return { ms: shownAt - clickedAt };
}

/**
 * A finger's swipe up the screen. Chromium's synthetic scroll gesture sends only the first touch in a
 * headless page, so the touch points are sent one by one, as a finger moving.
 */
async function swipeUp(page, cdp, { x, fromY, distance }) {
  const steps = Math.ceil(SWIPE_MS / FRAME_MS);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: fromY }] });
  for (let step = 1; step <= steps; step += 1) {
    await page.waitForTimeout(FRAME_MS);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: fromY - (distance * step) / steps }] });
  }
  await page.waitForTimeout(SWIPE_REST_MS);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * The shopper's first swipe towards the shop, from the top of the page: most of a screen, or to the
 * shop's place when it is nearer, which brings the shop's first row on screen; timed from the finger's
 * touch until a product card is on screen, with the long tasks in between.
 */
async function timeScrollToShop(page, cdp) {
  const shop = await page.locator('#shop').boundingBox();
  const { width, height } = page.viewportSize();
  await page.evaluate(() => window.__shopper.arm('[data-testid="product-card"]'));
  await swipeUp(page, cdp, { x: width / 2, fromY: height * 0.9, distance: Math.min(shop.y, height * 0.8) });
  await withTimeout(page.evaluate(() => window.__shopper.firstShown));
  const cards = page.locator('#shop').getByTestId('product-card');
  await cards.first().waitFor({ timeout: ANSWER_TIMEOUT_MS });
  const { touchedAt, shownAt, longTasks } = await cards.evaluateAll((elements) => {
    const clock = window.__shopper;
    clock.armed = false;
    const times = elements.map((element) => clock.shownAt.get(element)).filter(Number.isFinite);
    return { touchedAt: clock.touches[0], shownAt: times.length ? Math.min(...times) : Number.NaN, longTasks: clock.longTasks };
  });
  return { ms: shownAt - touchedAt, ...blockingWithin(longTasks, touchedAt, shownAt) };
}

async function measureOnce(browser, url, measure) {
  const { context, page, cdp } = await openFresh(browser, url, measure.profile);
  try {
    return measure.input === 'scroll' ? await timeScrollToShop(page, cdp) : await timeHeaderButton(page, cdp, measure.profile, measure.input);
  } finally {
    await context.close();
  }
}

/**
 * Every shopper measure, `rounds` times on each page, the pages taking turns.
 * @param {Record<string, string>} pages URL by page name ('federated', 'single')
 * @param {number} rounds
 * @param {(message: string) => void} log
 * @returns {Promise<Record<string, Record<string, { ms: number, blockingMs?: number, longestMs?: number }[]>>>}
 */
export async function measureShopper(pages, rounds, log) {
  const results = Object.fromEntries(SHOPPER_MEASURES.map((measure) => [measure.key, Object.fromEntries(Object.keys(pages).map((name) => [name, []]))]));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    for (let round = 0; round < rounds; round += 1) {
      log(`shopper round ${round + 1} of ${rounds}…`);
      for (const measure of SHOPPER_MEASURES) {
        for (const name of turnOrder(Object.keys(pages), round)) {
          let sample;
          try {
            sample = await measureOnce(browser, pages[name], measure);
          } catch (error) {
            log(`${measure.key}, ${name}: not measured (${error instanceof Error ? error.message.split('\n')[0] : error})`);
            sample = { ms: Number.NaN };
          }
          results[measure.key][name].push(sample);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
