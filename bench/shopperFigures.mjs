/**
 * What a shopper feels on a first visit, once the splash has gone (shopperProbe.mjs measures it): the
 * pure part. Which page goes first in each round, the main thread's blocking from the long tasks, and the
 * medians as rows beside their targets. Every row here is reported, never gated: these are timings on
 * whatever machine runs the benchmark.
 */
import { atMost, median, row } from './targets.mjs';

/** A task longer than this holds up input: the long-task API's threshold and Total Blocking Time's. */
export const LONG_TASK_MS = 50;

/**
 * The targets, in seconds unless named otherwise.
 * - A header button "at once": on a phone, within one interaction's "good" INP (200 ms), the most a tap
 *   may take to show its answer before the page feels slow; on a desktop, within 100 ms, the limit under
 *   which a response feels instantaneous, which a desktop's full-speed CPU has no reason to exceed.
 * - The first product card within 1 s of the first flick towards the shop: the shop is a screen below
 *   the first one and starts at that flick, and 1 s is the longest wait that keeps a shopper's flow.
 * - No long task at all while that scroll runs: any would hold up the shopper's next touch.
 * - The page opened at the shop (a shared link to it): its largest paint within 2 s on Lighthouse's
 *   phone, inside the 2.5 s that counts as a good LCP, since the shop's grid is the page there.
 */
export const SHOPPER_TARGETS = {
  headerButtonPhone: 0.2,
  headerButtonDesktop: 0.1,
  firstCardAfterScroll: 1.0,
  blockingDuringScrollMs: 0,
  lcpAtTheShop: 2.0,
};

/**
 * What is measured, each on a fresh page: `input` is what the shopper does, `shows` what is waited for.
 * @type {{ key: string, profile: 'phone' | 'desktop', input: 'cart' | 'login' | 'scroll', name: string, target: number }[]}
 */
export const SHOPPER_MEASURES = [
  { key: 'cart phone', profile: 'phone', input: 'cart', name: 'first Cart click → cart panel shows', target: SHOPPER_TARGETS.headerButtonPhone },
  { key: 'cart desktop', profile: 'desktop', input: 'cart', name: 'first Cart click → cart panel shows', target: SHOPPER_TARGETS.headerButtonDesktop },
  { key: 'login phone', profile: 'phone', input: 'login', name: 'first Login click → login dialog shows', target: SHOPPER_TARGETS.headerButtonPhone },
  { key: 'login desktop', profile: 'desktop', input: 'login', name: 'first Login click → login dialog shows', target: SHOPPER_TARGETS.headerButtonDesktop },
  { key: 'scroll phone', profile: 'phone', input: 'scroll', name: 'first scroll to the shop → first product card shows', target: SHOPPER_TARGETS.firstCardAfterScroll },
];

/**
 * The pages' order in a round: reversed every other round, so that neither page is always the one
 * measured first (after a pause, or right after the other's heavier load) on a machine whose speed drifts.
 * @template T
 * @param {T[]} pages
 * @param {number} round from 0
 * @returns {T[]}
 */
export function turnOrder(pages, round) {
  return round % 2 === 0 ? [...pages] : [...pages].reverse();
}

/**
 * The main thread's blocking between two moments on the page's clock: each long task that overlaps them
 * counts its time beyond 50 ms, whole (as Total Blocking Time counts it), since input arriving anywhere in
 * it waits for its end.
 * @param {{ startTime: number, duration: number }[]} tasks the page's long-task entries
 * @param {number} from
 * @param {number} to
 * @returns {{ blockingMs: number, longestMs: number }} longestMs: the longest of those tasks, 0 when none
 */
export function blockingWithin(tasks, from, to) {
  const during = tasks.filter((task) => task.startTime < to && task.startTime + task.duration > from && task.duration > LONG_TASK_MS);
  return {
    blockingMs: during.reduce((total, task) => total + task.duration - LONG_TASK_MS, 0),
    longestMs: during.reduce((longest, task) => Math.max(longest, task.duration), 0),
  };
}

/** The profiles as the table names them. */
export const PROFILE_NAMES = {
  phone: 'Shopper, phone (390 px, touch, 4x CPU)',
  desktop: 'Shopper, desktop (1280 px, 1x CPU)',
};

/**
 * The medians as table rows: the storefront's beside its target, the single bundle's below it for
 * comparison, with no target of its own (it is the control, not the product).
 * @param {Record<string, Record<string, { ms: number, blockingMs?: number, longestMs?: number }[]>>} results
 *   by measure key, then by page ('federated', 'single'); a sample that could not be measured has ms NaN
 */
export function shopperRows(results) {
  const rows = [];
  for (const measure of SHOPPER_MEASURES) {
    const byPage = results[measure.key];
    if (!byPage) continue;
    const section = PROFILE_NAMES[measure.profile];
    const samples = (page) => byPage[page] ?? [];
    const of = (page) => `median of ${samples(page).filter((s) => Number.isFinite(s.ms)).length}`;
    rows.push(row({ section, name: `${measure.name}, ${of('federated')}`, value: median(samples('federated').map((s) => s.ms)) / 1000, unit: 's', digits: 2, target: atMost(measure.target) }));
    rows.push(row({ section, name: `  the same, single bundle, ${of('single')}`, value: median(samples('single').map((s) => s.ms)) / 1000, unit: 's', digits: 2 }));
    if (measure.input !== 'scroll') continue;
    const during = (page, figure) => median(samples(page).filter((s) => Number.isFinite(s.ms)).map((s) => s[figure]));
    rows.push(row({ section, name: '  main-thread blocking during it (long tasks, each beyond 50 ms)', value: during('federated', 'blockingMs'), unit: 'ms', target: atMost(SHOPPER_TARGETS.blockingDuringScrollMs) }));
    rows.push(row({ section, name: '  longest task during it', value: during('federated', 'longestMs'), unit: 'ms' }));
    rows.push(row({ section, name: '  the same blocking, single bundle', value: during('single', 'blockingMs'), unit: 'ms' }));
  }
  return rows;
}
