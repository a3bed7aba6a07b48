/**
 * Loads the storefront in Chromium as a shopper would and records what it fetched and when: the bytes
 * of the first screen and of a fully working page, the request waterfall, and (signed in, with the CPU
 * slowed down) how quickly Add to cart reaches the header's badge.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM } from './lighthouse.mjs';

/**
 * Runs in the page before any of its scripts. `interactive` is when React has taken over the header:
 * the commit of the render that put its props on the Cart button (the served HTML already shows the
 * header, hydration makes it work). `idle` is when the first idle callback after that starts, whoever
 * asked for it (the host mounts its overlays in one). Badge changes and clicks are timed on the page's
 * own clock.
 */
function pageClock() {
  const bench = { interactive: Number.NaN, idle: Number.NaN, clicks: [], badge: [], interactions: new Map() };
  window.__bench = bench;
  const requestIdle = window.requestIdleCallback.bind(window);
  window.requestIdleCallback = (callback, options) =>
    requestIdle((deadline) => {
      if (!Number.isNaN(bench.interactive) && Number.isNaN(bench.idle)) bench.idle = performance.now();
      return callback(deadline);
    }, options);
  const hydrated = () => {
    const cart = document.querySelector('#root header [data-testid="cart-count"]')?.closest('button');
    return Boolean(cart && Object.keys(cart).some((key) => key.startsWith('__reactProps')));
  };
  // Hydration changes no markup, so no observer sees it; React tells a developer tools hook of each
  // commit, production builds included. Looking on every frame instead was a frame late: by then the
  // commit's effects had already started fetching what only comes after the first screen.
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      const id = this.renderers.size + 1;
      this.renderers.set(id, renderer);
      return id;
    },
    onCommitFiberRoot() {
      if (!Number.isNaN(bench.interactive) || !hydrated()) return;
      bench.interactive = performance.now();
      window.requestIdleCallback(() => undefined);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  new MutationObserver(() => {
    const badge = document.querySelector('[data-testid="cart-count"]');
    if (badge && badge.textContent !== bench.lastBadge) {
      bench.lastBadge = badge.textContent;
      const changedAt = performance.now();
      requestAnimationFrame(() => bench.badge.push({ text: badge.textContent, changedAt, frameAt: performance.now() }));
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
  addEventListener('click', (event) => bench.clicks.push(event.timeStamp), { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) bench.interactions.set(entry.interactionId, Math.max(entry.duration, bench.interactions.get(entry.interactionId) ?? 0));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

const gzipBytes = (body) => gzipSync(body).length;

function appOf(url, apps) {
  const origin = new URL(url).origin;
  return apps.find((app) => app.origin === origin)?.name ?? origin;
}

/**
 * @param {string} url   the host page
 * @param {{ name: string, origin: string }[]} apps  which origin is which app
 */
export async function probePage(url, apps, { interaction = false } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(pageClock);
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && !/\.js(\?|$)/.test(response.url())) return;
      const body = await response.body().catch(() => undefined);
      if (body) scripts.set(response.url(), { gzip: gzipBytes(body), app: appOf(response.url(), apps) });
    });

    await page.goto(url);
    await page.waitForFunction(() => !Number.isNaN(window.__bench.idle));
    const firstScreen = await page.evaluate(() => window.__bench.interactive);
    const idle = await page.evaluate(() => window.__bench.idle);
    // The shop starts at a shopper's first sign or once the page has been idle (host/src/startup/schedule.ts):
    // scroll to it, as one does, and time how long its grid takes to come after that.
    const scrolledAt = performance.now();
    await page.mouse.wheel(0, 600);
    await page.getByTestId('product-card').first().waitFor();
    const shopAfterScrollMs = performance.now() - scrolledAt;
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).first().waitFor();
    await page.waitForLoadState('networkidle');

    // Open each overlay once, so that everything a working page needs has been fetched.
    await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
    await page.getByTestId('cart-empty').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).first().click();
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForLoadState('networkidle');

    const timings = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, start: entry.startTime, end: entry.responseEnd, type: entry.initiatorType })),
    );
    const waterfall = timings.map((t) => ({ ...t, app: appOf(t.url, apps), gzip: scripts.get(t.url)?.gzip }));
    const result = { firstScreen, idle, shopAfterScrollMs, waterfall, scripts: [...scripts].map(([scriptUrl, s]) => ({ url: scriptUrl, ...s })) };
    if (interaction) result.interaction = await timeAddToCart(page, context);
    return result;
  } finally {
    await browser.close();
  }
}

/** Signs a new shopper up (Add to cart asks for a login), then times five Add to cart clicks at 4x CPU. */
async function timeAddToCart(page, context) {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Login' }).first().click();
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Register instead' }).click();
  const register = page.getByRole('dialog', { name: 'Register' });
  await register.getByLabel('Email').fill(`bench.${Date.now()}@example.com`);
  await register.getByLabel('Password', { exact: true }).fill('bench-password-2025');
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  // Signed in before the dialog closes: it stays until the account record is saved.
  await register.waitFor({ state: 'hidden' });
  await banner.getByRole('button', { name: 'Logout' }).first().waitFor();

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    window.__bench.clicks = [];
    window.__bench.badge = [];
    window.__bench.interactions.clear();
  });
  const buttons = page.getByTestId('product-card').getByRole('button', { name: 'Add to cart' });
  for (let i = 0; i < 5; i += 1) {
    const button = buttons.nth(i);
    // Centred, as a shopper scrolls what they want to the middle: at the viewport's edge the notification
    // bar of the previous add, which stays while the pointer rests on it, would take the click.
    await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = await button.boundingBox();
    // The click goes straight to the browser's input, pressed and released 80 ms apart, as a shopper's
    // is. A locator's click first runs Playwright's own checks inside the page, on the slowed CPU, just
    // before the event, and presses and releases at once: the storefront would be timed for the harness's
    // work and for handling the press, which a shopper's click does not wait for.
    await page.waitForTimeout(200);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { delay: 80 });
    await page.getByTestId('cart-count').filter({ hasText: String(i + 1) }).waitFor();
  }
  await page.waitForTimeout(500);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const { clicks, badge, interactions } = await page.evaluate(() => ({ ...window.__bench, interactions: [...window.__bench.interactions.values()] }));
  return {
    badgeMs: clicks.map((clickedAt, i) => (badge[i] ? badge[i].changedAt - clickedAt : Number.NaN)),
    badgeFrameMs: clicks.map((clickedAt, i) => (badge[i] ? badge[i].frameAt - clickedAt : Number.NaN)),
    inpMs: interactions.length ? Math.max(...interactions) : 0,
  };
}
