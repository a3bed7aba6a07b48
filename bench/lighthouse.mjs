/**
 * Lighthouse against a local URL in Debian's Chromium, mobile or desktop preset, with the preset's own
 * simulated throttling (or another CPU slowdown, see cpuCalibration.mjs); each run in a fresh browser so
 * that no run warms the next one's cache.
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { median } from './targets.mjs';
import { mainThreadTime } from './mainThreadTime.mjs';

/** The Chromium every browser of the repository runs: Debian's, or the one CHROMIUM_PATH names (a GitHub-hosted runner's Google Chrome). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The page's own document as it came over the wire (its headers and its body, compressed or not), from Lighthouse's list of requests. */
function documentBytes(networkRequests) {
  return networkRequests?.details?.items?.find((item) => item.resourceType === 'Document')?.transferSize ?? Number.NaN;
}

async function runOnce(url, preset, cpuSlowdown) {
  // As root (CI), Chromium needs --no-sandbox.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    const flags = { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES };
    if (cpuSlowdown !== undefined) flags.throttling = { cpuSlowdownMultiplier: cpuSlowdown };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError, environment } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? Number.NaN) * 100)])),
      fcpMs: audits['first-contentful-paint'].numericValue,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      documentBytes: documentBytes(audits['network-requests']),
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      benchmarkIndex: environment.benchmarkIndex,
      mainThread: mainThreadTime(result.artifacts.Trace),
      // What kept a score below 100, so that a miss in the table can be acted on.
      failing: Object.entries(audits)
        .filter(([, audit]) => audit.score !== null && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
        .map(([id, audit]) => `${id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`),
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse sometimes loses its trace (NO_NAVSTART, NO_FCP); such a run is repeated, twice at most. */
async function runMeasured(url, preset, cpuSlowdown) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, preset, cpuSlowdown);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`[bench] ${error instanceof Error ? error.message : error}; running again`);
    }
  }
}

/** Median of the runs for each figure, plus the audits that failed in any run. */
function summarize(results) {
  const pick = (get) => median(results.map(get));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick((r) => r.scores[id])])),
    fcpMs: pick((r) => r.fcpMs),
    lcpMs: pick((r) => r.lcpMs),
    documentBytes: pick((r) => r.documentBytes),
    tbtMs: pick((r) => r.tbtMs),
    cls: pick((r) => r.cls),
    benchmarkIndex: pick((r) => r.benchmarkIndex),
    mainThreadCpuMs: pick((r) => r.mainThread.cpuMs),
    mainThreadShare: pick((r) => r.mainThread.share),
    // Each audit once, as the first run that failed it put it.
    failing: [...new Map(results.flatMap((r) => r.failing).reverse().map((text) => [text.split(' ')[0], text])).values()].reverse(),
  };
}

/**
 * `runs` Lighthouse runs of each page with the preset, taken in turns (one of each page, then the next
 * round), so that a stretch when the shared machine is slower falls on both alike; the medians by page.
 * @param {Record<string, string>} pages URL by page name
 * @param {number} [cpuSlowdown] instead of the preset's own
 */
export async function lighthouseMedians(pages, preset, runs = 3, cpuSlowdown = undefined) {
  const results = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
  for (let round = 0; round < runs; round += 1) {
    for (const [name, url] of Object.entries(pages)) results[name].push(await runMeasured(url, preset, cpuSlowdown));
  }
  return Object.fromEntries(Object.entries(results).map(([name, list]) => [name, summarize(list)]));
}
