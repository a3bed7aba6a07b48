/**
 * A trader's return visit on the phone profile (shopperProbe.mjs), the remotes' sites laid out as their
 * releases lay them out (lateFiles.mjs): a first visit let settle, then the storefront opened again in the
 * same tab. Once with the host's service worker, once with it blocked: each visit's observed LCP, and what it
 * sent over the network, counted by Playwright (a request the worker answered is not; one the worker itself
 * made is). Chromium throttles the page's own requests only, not those its worker makes; and the remotes'
 * answers come from Playwright's routes, which the HTTP cache does not keep, so the blocked return and the
 * worker's first fetches count the remotes' files again where a browser's cache might have held them.
 */
import { chromium } from '@playwright/test';
import { REMOTES } from '../tools/apps.mjs';
import { CHROMIUM } from './lighthouse.mjs';
import { laidOutAsReleased, serveLaidOut } from './lateFiles.mjs';
import { PROFILES } from './shopperProbe.mjs';
import { atMost, kilobytes, median, row } from './targets.mjs';

const SETTLE_TIMEOUT_MS = 60_000;
const bytesPerSecond = (kbps) => (kbps * 1024) / 8;

/** What a return visit may still ask the network for: which builds are live. */
const LIVE_ANSWER = /\/(env\.js|mf-manifest\.json|release\.json)$/;
const isCode = ({ type, url }) => ['script', 'stylesheet'].includes(type) || /\.(js|css)$/.test(new URL(url).pathname);

async function phoneContext(browser, worker) {
  const context = await browser.newContext({ ...PROFILES.phone.context, serviceWorkers: worker ? 'allow' : 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const { cpuSlowdown, network } = PROFILES.phone;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: network.latencyMs, downloadThroughput: bytesPerSecond(network.downKbps), uploadThroughput: bytesPerSecond(network.upKbps) });
  const sent = [];
  context.on('requestfinished', async (request) => {
    const response = await request.response();
    if (!response || response.fromServiceWorker()) return;
    const sizes = await request.sizes().catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
    sent.push({ url: request.url(), type: request.resourceType(), byWorker: Boolean(request.serviceWorker()), bytes: sizes.responseBodySize + sizes.responseHeadersSize });
  });
  return { context, page, sent };
}

async function visit(page, hostUrl, worker) {
  await page.goto(hostUrl);
  await page.locator('#splash').waitFor({ state: 'detached', timeout: SETTLE_TIMEOUT_MS });
  await page.waitForFunction(() => performance.getEntriesByName('storefront:warmed').length > 0, undefined, { timeout: SETTLE_TIMEOUT_MS });
  if (worker) await page.waitForFunction(async () => navigator.serviceWorker.controller !== null && (await (await globalThis.caches.open('builds')).keys()).length > 0, undefined, { timeout: SETTLE_TIMEOUT_MS, polling: 500 });
  return page.evaluate(
    () => new Promise((resolve) => new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe({ type: 'largest-contentful-paint', buffered: true })),
  );
}

/** Sent over the network by a visit: bytes, requests, code bytes beyond the live answers, and what its worker fetched. */
function spent(sent) {
  const code = sent.filter((entry) => isCode(entry) && !LIVE_ANSWER.test(new URL(entry.url).pathname));
  const sum = (entries) => entries.reduce((total, { bytes }) => total + bytes, 0);
  return { bytes: sum(sent), requests: sent.length, codeBytes: sum(code), byWorker: sum(sent.filter(({ byWorker }) => byWorker)) };
}

/**
 * @returns {Promise<Record<'worker' | 'no worker', { first: object[], again: object[] }>>}  each round's figures, by visit
 */
export async function measureReturnVisits(hostUrl, root, rounds, log) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const laidOut = await laidOutAsReleased(root);
  const results = { worker: { first: [], again: [] }, 'no worker': { first: [], again: [] } };
  try {
    const remoteSites = Object.fromEntries(REMOTES.map((app) => [app.name, `http://localhost:${app.port}/`]));
    for (let round = 0; round < rounds; round += 1) {
      for (const [name, worker] of round % 2 ? [['no worker', false], ['worker', true]] : [['worker', true], ['no worker', false]]) {
        const { context, page, sent } = await phoneContext(browser, worker);
        try {
          await serveLaidOut(context, remoteSites, laidOut.sites);
          const firstLcp = await visit(page, hostUrl, worker);
          const first = spent(sent.splice(0));
          const againLcp = await visit(page, hostUrl, false);
          await page.waitForLoadState('networkidle');
          const again = spent(sent.splice(0));
          results[name].first.push({ lcpMs: firstLcp, ...first });
          results[name].again.push({ lcpMs: againLcp, ...again });
          log(`return visit, ${name}, round ${round + 1}: first LCP ${firstLcp.toFixed(0)} ms, ${kilobytes(first.bytes).toFixed(1)} KB; again LCP ${againLcp.toFixed(0)} ms, ${kilobytes(again.bytes).toFixed(1)} KB in ${again.requests} requests`);
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    laidOut.remove();
  }
  return results;
}

/** The rows: LCP, bytes and requests of each visit, medians; code over the network on a return, gated where `gated`. */
export function returnVisitRows(results, gated) {
  const section = 'Return visit, phone (390 px, touch, 4x CPU)';
  const of = (samples, key) => median(samples.map((sample) => sample[key]));
  const rows = [];
  for (const [name, label] of [['worker', 'with the service worker'], ['no worker', 'the worker blocked, HTTP cache only']]) {
    const { first, again } = results[name];
    rows.push(row({ section, name: `LCP, return visit, ${label}`, value: of(again, 'lcpMs') / 1000, unit: 's', digits: 2, target: name === 'worker' ? atMost(0.3) : undefined }));
    rows.push(row({ section, name: `  over the network, ${label}`, value: kilobytes(of(again, 'bytes')), unit: 'KB', digits: 1 }));
    rows.push(row({ section, name: `  requests over the network, ${label}`, value: of(again, 'requests') }));
    rows.push(row({ section, name: `LCP, first visit, ${label}`, value: of(first, 'lcpMs') / 1000, unit: 's', digits: 2 }));
    rows.push(row({ section, name: `  over the network, first visit, ${label}`, value: kilobytes(of(first, 'bytes')), unit: 'KB', digits: 1 }));
  }
  rows.push(row({ section, name: 'fetched by the worker on the first visit (its precache, what it kept)', value: kilobytes(of(results.worker.first, 'byWorker')), unit: 'KB', digits: 1 }));
  const codeBytes = Math.max(...results.worker.again.map(({ codeBytes }) => codeBytes));
  rows.push(row({ section, name: 'code over the network on a return visit with the worker, most of any round', value: kilobytes(codeBytes), unit: 'KB', digits: 1, target: atMost(0), gated }));
  return rows;
}
