/**
 * `npm run bench`: builds the production bundles, serves them as `npm start` does, measures them in
 * Debian's Chromium and prints one table, each figure beside its target. It also builds the same
 * components as one ordinary bundle, served on its own port: the gated CPU figure is the federated
 * page's main-thread time over that bundle's, both opened at the shop and measured in turns, so that the
 * machine's speed cancels.
 * The exit status follows the gated rows only (targets.mjs).
 *
 *   --runs N      Lighthouse runs per preset (default 3; the median is reported)
 *   --no-build    measure the builds already in the dist folders (build times are then not listed)
 *   --calibrate   slow the CPU for the mobile preset by what this machine's Lighthouse BenchmarkIndex
 *                 calls for (cpuCalibration.mjs) instead of the preset's 4x; the table says which
 *   --rounds N    rounds of the shopper's first visit (shopperProbe.mjs; default 3, medians reported)
 *   --only shopper  only the shopper's rows, on the builds already in the dist folders: the first
 *                 visit's rounds and N Lighthouse mobile runs (N from --rounds) of the visitor's page
 *                 and of the page opened at the shop; nothing gated
 *   --only landing  only the landing rows, on the builds already in the dist folders: N loads of the shop
 *                 address and of `/` on the phone (N from --rounds), as many Lighthouse mobile runs of
 *                 each, and the shop's function under load; gated as in the whole run
 *   --only late-files  what a settled page asks each remote's site for while a shopper uses it, the sites
 *                 laid out as a release lays them out, and how many of those files are at a site's root
 *   --only return-visit  a first visit and a return on the phone, with the service worker and without
 *                 (N rounds from --rounds); gated: no code over the network on the return
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { waitForPort } from '../tools/stack/checkPorts.mjs';
import { APPS, PORTS } from '../tools/apps.mjs';
import { lighthouseMedians } from './lighthouse.mjs';
import { probePage } from './pageProbe.mjs';
import { describeWaterfall, loadingOrder, requestsBefore } from './waterfall.mjs';
import { atLeast, atMost, exitStatus, formatTable, kilobytes, median, ratio, row } from './targets.mjs';
import { calibratedSlowdown, SLOW_HOST_INDEX } from './cpuCalibration.mjs';
import { CONTENDED_SHARE } from './mainThreadTime.mjs';
import { buildSingle, serveSingle, SINGLE_PORT } from './single/buildSingle.mjs';
import { servedOverTheWire, servedViewRows } from './servedView.mjs';
import { measureShopper } from './shopperProbe.mjs';
import { SHOPPER_TARGETS, shopperRows } from './shopperFigures.mjs';
import { measureLanding } from './landingProbe.mjs';
import { alsoLandedRows, frontDoorRows, landingRows, loadRows } from './landingFigures.mjs';
import { loadShopAddresses } from './functionLoad.mjs';
import { measureLateFiles } from './lateFiles.mjs';
import { measureReturnVisits, returnVisitRows } from './returnVisit.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const rounds = Number(args[args.indexOf('--rounds') + 1]) || 3;
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const ONLY = ['shopper', 'landing', 'late-files', 'return-visit'];
if (only !== undefined && !ONLY.includes(only)) throw new Error(`--only takes ${ONLY.map((name) => `"${name}"`).join(', ')}, not "${only}"`);
const build = !args.includes('--no-build') && only === undefined;
const calibrate = args.includes('--calibrate');
const log = (message) => console.error(`[bench] ${message}`);
/** The host team's byte budgets, the same figures the e2e budget spec holds the build to. */
const hostBudget = JSON.parse(readFileSync(new URL('../host/budget.json', import.meta.url), 'utf8')).gzipKb;
/** The shop team's budget for the page its function serves, over the wire. */
const servedPageBudget = JSON.parse(readFileSync(new URL('../remote-shop/budget.json', import.meta.url), 'utf8')).wireKb.servedPage;
/** What federation may cost the main thread against one ordinary bundle of the same components. */
const CPU_RATIO_LIMIT = 1.2;
/**
 * Requests started before the first screen is interactive, so that a change which adds a request on the
 * critical path fails the run rather than slipping in. 8 from 2026-11-25, once the remotes were no longer
 * preloaded; 9 since main.js asks for the federation runtime itself at a shop address: the code the app
 * shares with the runtime (the header, the remotes' slots, the contracts) became a chunk of its own,
 * asked for beside the app's other chunks at the same moment, so the first screen waits for no extra
 * round trip (docs/performance-log.md, "the time nobody feels").
 */
const FIRST_SCREEN_REQUESTS_LIMIT = 9;

function timeBuilds() {
  return APPS.map((app) => {
    const started = performance.now();
    execFileSync('npm', ['run', 'build', '-w', app.folder], { cwd: root, stdio: 'ignore' });
    return { app: app.name, seconds: (performance.now() - started) / 1000 };
  });
}

async function startStack() {
  // The builds in dist/, measured as they are, whatever the desk rehearses.
  const stack = spawn(process.execPath, ['tools/start.mjs', '--no-build', '--no-rehearsals'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((_, reject) => stack.once('exit', (code) => reject(new Error(`the stack stopped (exit ${code})`))));
  await Promise.race([waitForPort(PORTS.host, { timeoutMs: 120_000 }), exited]);
  exited.catch(() => undefined);
  return () => new Promise((resolve) => (stack.exitCode !== null ? resolve() : (stack.once('exit', resolve), stack.kill('SIGTERM'))));
}

/** The same page opened at the shop's anchor, as a link to the shop or Explore Our Stock followed from elsewhere does. */
const atTheShop = (url) => new URL('#shop', url).href;
/** A shop address, a category's (a Shop Now link, a search result): the shop's function serves its products in the document. */
const SHOP_ADDRESS = 'shop/groceries/';
/** A product's own address, and a search's, landed on beside it and mixed into the function's load. */
const PRODUCT_ADDRESS = 'shop/groceries/long-grain-rice/';
const SEARCH_ADDRESS = 'shop/?q=rice';
/** The shop's function under load: as many requests, as many at a time, as a burst of shared links. */
const LOAD = { requests: 1000, inFlight: 50 };
const sum = (values) => values.reduce((total, value) => total + value, 0);
const gzipOf = (scripts, keep = () => true) => sum(scripts.filter(keep).map((s) => s.gzip));

/**
 * Lighthouse mobile's pages. A visitor's load of `/` starts no remote before its first idle moment, when
 * warming loads them (host/src/startup/schedule.ts). An address at the shop starts the shop at once, so
 * the CPU ratio is taken there, where federation works from the start; the visitor's page is measured too.
 */
const mobilePages = (hostUrl, singleUrl) => ({
  federated: hostUrl,
  'federated at the shop': atTheShop(hostUrl),
  'single at the shop': atTheShop(singleUrl),
  'federated at a shop address': new URL(SHOP_ADDRESS, hostUrl).href,
});

/** The page opened at the shop's anchor, as a shared link to it lands: its largest paint, the single bundle's beside it. */
function atTheShopLcpRows(section, lighthouse) {
  return [
    row({ section, name: 'LCP, opened at the shop (/#shop)', value: lighthouse['federated at the shop'].lcpMs / 1000, unit: 's', digits: 2, target: atMost(SHOPPER_TARGETS.lcpAtTheShop) }),
    row({ section, name: '  the same, single bundle', value: lighthouse['single at the shop'].lcpMs / 1000, unit: 's', digits: 2 }),
  ];
}

/** Lighthouse's first and largest paint and the document's bytes at a shop address, beside the front door's, from the same runs. */
const atAShopAddressRows = (section, lighthouse) =>
  frontDoorRows(section, { [`/${SHOP_ADDRESS}`]: lighthouse['federated at a shop address'], '/': lighthouse.federated }, `/${SHOP_ADDRESS}`, '/');

/** What the build decides of the shop address's first response (servedView.mjs): properties of what is served, not timings. */
async function servedViewRowsAt(hostUrl, gated) {
  const url = new URL(SHOP_ADDRESS, hostUrl).href;
  const served = await servedOverTheWire(url);
  log(`/${SHOP_ADDRESS}: ${served.bytes} bytes over the wire (${served.coding ?? 'not compressed'})`);
  return servedViewRows(served, `/${SHOP_ADDRESS}`, url, servedPageBudget, gated);
}

/** The shop address and the front door, landed on by the phone in turns. */
const landingAddresses = (hostUrl) => Object.fromEntries([SHOP_ADDRESS, '', PRODUCT_ADDRESS, SEARCH_ADDRESS].map((address) => [`/${address}`, new URL(address, hostUrl).href]));

/**
 * The shop address landed on by the phone, each address `rounds` times. The function is asked once first,
 * untimed: the Functions emulator starts the function's process at its first request (seconds on this
 * machine), a cost of the local stack that the first landing would otherwise carry.
 */
async function measureLandingAt(hostUrl) {
  await fetch(new URL(SHOP_ADDRESS, hostUrl)).then((response) => response.text());
  return measureLanding(landingAddresses(hostUrl), rounds, log);
}

/** The landing rows, the shop address's beside the front door's; gated where `gated`. */
const landingRowsOf = (landing, gated) => [...landingRows(landing, `/${SHOP_ADDRESS}`, '/', gated), ...alsoLandedRows(landing, [`/${PRODUCT_ADDRESS}`, `/${SEARCH_ADDRESS}`])];

/**
 * The shop's function under load, measured last: it keeps both cores busy, and the Functions emulator
 * starts a worker for each request in flight, which would slow whatever else ran beside it.
 */
async function loadRowsAt(hostUrl, gated) {
  const addresses = [SHOP_ADDRESS, PRODUCT_ADDRESS, SEARCH_ADDRESS];
  log(`the shop's function under load: ${LOAD.requests} requests to ${addresses.map((address) => `/${address}`).join(', ')} in turn, ${LOAD.inFlight} in flight…`);
  const load = await loadShopAddresses(addresses.map((address) => new URL(address, hostUrl)), LOAD);
  log(`  ${load.perSecond.toFixed(1)} answers a second, p50 ${load.p50Ms.toFixed(0)} ms, p99 ${load.p99Ms.toFixed(0)} ms, ${load.withProducts} of ${load.requests} with the products`);
  return loadRows(load, addresses.map((address) => `/${address}`).join(', '), LOAD.inFlight, gated);
}

function machineLine(what) {
  return `\nStorefront benchmark${what}, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`;
}

/**
 * The four apps served as `npm start` serves them, and (unless `single` is false) the single bundle on its
 * own port, for the length of `measure`.
 */
async function withStorefront(measure, { single = true } = {}) {
  log('starting the storefront (emulators and four servers)…');
  const stopStack = await startStack();
  const singleServer = single ? await serveSingle() : undefined;
  try {
    return await measure({ hostUrl: `http://localhost:${PORTS.host}/`, singleUrl: singleServer?.url });
  } finally {
    await singleServer?.close();
    await stopStack();
  }
}

/** `--only shopper`: a shopper's first visit and Lighthouse mobile's loads, in a few minutes, nothing gated. */
async function shopperOnly() {
  const started = performance.now();
  log('building the single-bundle comparison…');
  await buildSingle();
  await withStorefront(async ({ hostUrl, singleUrl }) => {
    const shopper = await measureShopper({ federated: hostUrl, single: singleUrl }, rounds, log);
    const landing = await measureLandingAt(hostUrl);
    const pages = mobilePages(hostUrl, singleUrl);
    log(`Lighthouse mobile, ${rounds} runs each of ${Object.keys(pages).join(', ')}, in turns…`);
    const lighthouse = await lighthouseMedians(pages, 'mobile', rounds);
    const section = 'Lighthouse mobile, CPU 4.0x';
    const rows = [
      ...shopperRows(shopper),
      ...landingRowsOf(landing, false),
      ...atTheShopLcpRows(section, lighthouse),
      ...atAShopAddressRows(section, lighthouse),
      ...(await servedViewRowsAt(hostUrl, false)),
      row({ section, name: "main thread CPU time, a visitor's load (/)", value: lighthouse.federated.mainThreadCpuMs, unit: 'ms' }),
      row({ section, name: 'main thread CPU time, opened at the shop (/#shop)', value: lighthouse['federated at the shop'].mainThreadCpuMs, unit: 'ms' }),
      row({ section, name: '  the same, single bundle', value: lighthouse['single at the shop'].mainThreadCpuMs, unit: 'ms' }),
      row({ section: 'Machine', name: "page's main thread on a core while busy, median", value: median(Object.values(lighthouse).map((lh) => lh.mainThreadShare)) * 100, unit: '%' }),
    ];
    console.log(machineLine(`, the shopper's rows only (${rounds} rounds, ${((performance.now() - started) / 60_000).toFixed(1)} min)`));
    console.log(formatTable(rows));
    process.exitCode = exitStatus(rows);
  });
}

/**
 * What a settled page asks each remote's site for while a shopper uses it, the sites laid out as a release
 * lays them out (lateFiles.mjs): by remote, how many files, and how many of them at a site's root, which
 * every release replaces. Reported: what an open page loads late is the build's to decide.
 */
async function lateFileRows(hostUrl) {
  log('a settled page used by a shopper: what it asks the remotes’ sites for…');
  const figures = await measureLateFiles(hostUrl, root);
  return Object.entries(figures).flatMap(([remote, { files, atRoot }]) => {
    log(`${remote}, after warming: ${files.join(', ') || 'nothing'}`);
    return [
      row({ section: 'Late files', name: `asked of ${remote}'s site after warming`, value: files.length }),
      row({ section: 'Late files', name: `  of them at its root`, value: atRoot.length, target: atMost(0) }),
    ];
  });
}

/** `--only late-files`: the late files' rows alone, on the builds already in the dist folders. */
async function lateFilesOnly() {
  await withStorefront(async ({ hostUrl }) => {
    const rows = await lateFileRows(hostUrl);
    console.log(machineLine(', the late files only'));
    console.log(formatTable(rows));
    process.exitCode = exitStatus(rows);
  }, { single: false });
}

async function returnVisitRowsAt(hostUrl, gated) {
  log(`a first visit and a return on the phone, with the service worker and without, ${rounds} rounds…`);
  return returnVisitRows(await measureReturnVisits(hostUrl, root, rounds, log), gated);
}

/** `--only return-visit`: a return visit's rows alone, on the builds already in the dist folders. */
async function returnVisitOnly() {
  await withStorefront(async ({ hostUrl }) => {
    const rows = await returnVisitRowsAt(hostUrl, true);
    console.log(machineLine(`, the return visit only (${rounds} rounds)`));
    console.log(formatTable(rows));
    process.exitCode = exitStatus(rows);
  }, { single: false });
}

/** `--only landing`: landing at the shop address and at `/` on the phone, Lighthouse mobile's loads of both, the function under load. */
async function landingOnly() {
  const started = performance.now();
  await withStorefront(async ({ hostUrl }) => {
    const landing = await measureLandingAt(hostUrl);
    const pages = { federated: hostUrl, 'federated at a shop address': new URL(SHOP_ADDRESS, hostUrl).href };
    log(`Lighthouse mobile, ${rounds} runs each of ${Object.keys(pages).join(', ')}, in turns…`);
    const lighthouse = await lighthouseMedians(pages, 'mobile', rounds);
    const section = 'Lighthouse mobile, CPU 4.0x';
    const rows = [
      ...landingRowsOf(landing, true),
      ...atAShopAddressRows(section, lighthouse),
      ...(await servedViewRowsAt(hostUrl, true)),
      ...(await loadRowsAt(hostUrl, true)),
      row({ section: 'Machine', name: "page's main thread on a core while busy, median", value: median(Object.values(lighthouse).map((lh) => lh.mainThreadShare)) * 100, unit: '%' }),
    ];
    console.log(machineLine(`, the landing rows only (${rounds} rounds, ${((performance.now() - started) / 60_000).toFixed(1)} min)`));
    console.log(formatTable(rows));
    process.exitCode = exitStatus(rows);
  }, { single: false });
}

async function main() {
  const builds = build ? (log('building each app…'), timeBuilds()) : [];
  log('building the single-bundle comparison…');
  const single = await buildSingle();

  await withStorefront(async ({ hostUrl, singleUrl }) => {
    const federatedApps = APPS.map((app) => ({ name: app.name, origin: `http://localhost:${app.port}` }));
    const singleApps = [{ name: 'single', origin: `http://localhost:${SINGLE_PORT}` }];

    log('probing bytes, waterfall and Add to cart…');
    const federated = await probePage(hostUrl, federatedApps, { interaction: true });
    const bundled = await probePage(singleUrl, singleApps);
    log(`a shopper's first visit, ${rounds} rounds…`);
    const shopper = await measureShopper({ federated: hostUrl, single: singleUrl }, rounds, log);
    const landing = await measureLandingAt(hostUrl);

    const lighthouse = {};
    const pagesOf = (preset) => (preset === 'mobile' ? mobilePages(hostUrl, singleUrl) : { federated: hostUrl, single: singleUrl });
    // Desktop first: its runs measure the machine's BenchmarkIndex, which --calibrate needs for mobile.
    for (const preset of ['desktop', 'mobile']) {
      log(`Lighthouse ${preset}, ${runs} runs each of ${Object.keys(pagesOf(preset)).join(', ')}, in turns…`);
      const cpuSlowdown = preset === 'mobile' && calibrate ? calibratedSlowdown(lighthouse['federated desktop'].benchmarkIndex) : undefined;
      if (Number.isNaN(cpuSlowdown)) throw new Error('this machine is too slow for Lighthouse to emulate its phone; run without --calibrate');
      const medians = await lighthouseMedians(pagesOf(preset), preset, runs, cpuSlowdown);
      for (const [variant, summary] of Object.entries(medians)) lighthouse[`${variant} ${preset}`] = { ...summary, cpuSlowdown: cpuSlowdown ?? (preset === 'mobile' ? 4 : 1) };
    }
    const benchmarkIndex = median(Object.values(lighthouse).map((lh) => lh.benchmarkIndex));
    const mainThreadShare = median(Object.values(lighthouse).map((lh) => lh.mainThreadShare));

    const rows = [];
    for (const preset of ['mobile', 'desktop']) {
      const lh = lighthouse[`federated ${preset}`];
      const section = `Lighthouse ${preset}, CPU ${lh.cpuSlowdown.toFixed(1)}x`;
      rows.push(row({ section, name: 'CLS', value: lh.cls, digits: 3, target: atMost(0.01), gated: true }));
      rows.push(row({ section, name: 'Performance', value: lh.scores.performance, target: atLeast(preset === 'mobile' ? 95 : 100) }));
      for (const [id, name] of [['accessibility', 'Accessibility'], ['best-practices', 'Best Practices'], ['seo', 'SEO']]) {
        rows.push(row({ section, name, value: lh.scores[id], target: atLeast(100) }));
      }
      rows.push(row({ section, name: 'LCP', value: lh.lcpMs / 1000, unit: 's', digits: 2, target: atMost(preset === 'mobile' ? 1.2 : 0.5) }));
      // Lighthouse's own thresholds for a good TBT on each preset.
      rows.push(row({ section, name: 'Total Blocking Time', value: lh.tbtMs, unit: 'ms', target: atMost(preset === 'mobile' ? 200 : 150) }));
      // The page's own work, before any slowdown: other processes on the machine do not inflate it.
      rows.push(row({ section, name: 'main thread CPU time (unthrottled)', value: lh.mainThreadCpuMs, unit: 'ms' }));
      if (preset === 'mobile') {
        rows.push(row({ section, name: 'main thread CPU time, opened at the shop (/#shop)', value: lighthouse['federated at the shop mobile'].mainThreadCpuMs, unit: 'ms' }));
        const mobile = Object.fromEntries(Object.keys(mobilePages(hostUrl, singleUrl)).map((variant) => [variant, lighthouse[`${variant} mobile`]]));
        rows.push(...atTheShopLcpRows(section, mobile), ...atAShopAddressRows(section, mobile));
      }
    }

    const firstScreenScripts = federated.waterfall.filter((r) => r.start <= federated.firstScreen && r.gzip !== undefined);
    const firstScreenKb = kilobytes(sum(firstScreenScripts.filter((r) => r.app === 'host').map((r) => r.gzip)));
    rows.push(row({ section: 'Bytes', name: 'first screen JS, host (gzip)', value: firstScreenKb, unit: 'KB', digits: 1, target: atMost(hostBudget.firstScreenScripts), gated: true }));
    rows.push(row({ section: 'Bytes', name: 'JS fetched before the first screen, all apps', value: kilobytes(sum(firstScreenScripts.map((r) => r.gzip))), unit: 'KB', digits: 1 }));
    const firebaseEarly = kilobytes(sum(firstScreenScripts.filter((r) => r.app === 'auth' && !/remoteEntry/.test(r.url)).map((r) => r.gzip)));
    rows.push(row({ section: 'Bytes', name: 'auth/Firebase JS in the first screen (gzip)', value: firebaseEarly, unit: 'KB', digits: 1, target: atMost(0), gated: true }));
    const requests = requestsBefore(federated.waterfall, federated.firstScreen);
    rows.push(row({ section: 'Requests', name: 'started before the first screen is interactive', value: requests, target: atMost(FIRST_SCREEN_REQUESTS_LIMIT), gated: true }));
    rows.push(...(await servedViewRowsAt(hostUrl, true)));
    for (const app of federatedApps) {
      rows.push(row({ section: 'Bytes', name: `working page JS, ${app.name} (gzip)`, value: kilobytes(gzipOf(federated.scripts, (s) => s.app === app.name)), unit: 'KB', digits: 1 }));
    }
    const federatedTotal = gzipOf(federated.scripts);
    const singleTotal = gzipOf(bundled.scripts);
    rows.push(row({ section: 'Bytes', name: 'working page JS, all four (gzip)', value: kilobytes(federatedTotal), unit: 'KB', digits: 1 }));
    rows.push(row({ section: 'Bytes', name: 'working page JS, single bundle (gzip)', value: kilobytes(singleTotal), unit: 'KB', digits: 1 }));

    // What federation costs against one ordinary bundle, reported: the targets were retired once the
    // federation runtime alone was shown to be larger than the bytes one (docs/performance-log.md).
    rows.push(row({ section: 'Federation tax', name: 'JS bytes, federated / single', value: ratio(federatedTotal, singleTotal), digits: 3 }));
    const fedShop = lighthouse['federated at the shop mobile'];
    const singleShop = lighthouse['single at the shop mobile'];
    rows.push(row({ section: 'Federation tax', name: 'LCP mobile at the shop, federated / single', value: ratio(fedShop.lcpMs, singleShop.lcpMs), digits: 3 }));
    rows.push(row({ section: 'Federation tax', name: 'LCP desktop, federated / single', value: ratio(lighthouse['federated desktop'].lcpMs, lighthouse['single desktop'].lcpMs), digits: 3 }));
    rows.push(row({ section: 'Federation tax', name: 'main thread CPU time mobile at the shop, single bundle', value: singleShop.mainThreadCpuMs, unit: 'ms' }));
    const cpuRatio = ratio(fedShop.mainThreadCpuMs, singleShop.mainThreadCpuMs);
    rows.push(row({ section: 'Federation tax', name: 'main thread CPU time mobile at the shop, federated / single', value: cpuRatio, digits: 3, target: atMost(CPU_RATIO_LIMIT), gated: true }));

    rows.push(row({ section: 'Waterfall', name: "shop's first card after the shopper's first scroll (unthrottled)", value: federated.shopAfterScrollMs, unit: 'ms' }));
    const order = loadingOrder(federated.waterfall, federated.idle);
    rows.push(row({ section: 'Waterfall', name: 'first overlay script before idle', value: order.overlayBeforeIdle, unit: 'ms', target: atMost(0) }));

    const { badgeMs, badgeFrameMs, inpMs } = federated.interaction;
    rows.push(row({ section: 'Interaction (4x CPU)', name: 'Add to cart → badge updated, median of 5', value: median(badgeMs), unit: 'ms', digits: 1, target: atMost(16) }));
    rows.push(row({ section: 'Interaction (4x CPU)', name: 'Add to cart → next frame, median of 5', value: median(badgeFrameMs), unit: 'ms', digits: 1 }));
    rows.push(row({ section: 'Interaction (4x CPU)', name: 'INP (slowest of the 5)', value: inpMs, unit: 'ms' }));
    rows.push(...shopperRows(shopper));
    rows.push(...(await lateFileRows(hostUrl)));
    rows.push(...(await returnVisitRowsAt(hostUrl, true)));
    rows.push(...landingRowsOf(landing, true));
    rows.push(...(await loadRowsAt(hostUrl, true)));

    rows.push(row({ section: 'Machine', name: 'Lighthouse BenchmarkIndex, median of all runs', value: benchmarkIndex }));
    rows.push(row({ section: 'Machine', name: "page's main thread on a core while busy, median", value: mainThreadShare * 100, unit: '%' }));
    for (const { app, seconds } of builds) rows.push(row({ section: 'Build', name: `production build, ${app}`, value: seconds, unit: 's', digits: 1 }));
    rows.push(row({ section: 'Build', name: 'single-bundle comparison', value: single.ms / 1000, unit: 's', digits: 1 }));

    console.log(machineLine(`, Lighthouse median of ${runs}, the shopper's ${rounds} rounds`));
    if (benchmarkIndex < SLOW_HOST_INDEX && !calibrate) {
      console.log(`This machine's BenchmarkIndex, ${benchmarkIndex.toFixed(0)}, is below ${SLOW_HOST_INDEX}: Lighthouse warns that it is slower than the host its CPU slowdown assumes, so the timings measure the machine. --calibrate slows mobile by ${calibratedSlowdown(benchmarkIndex).toFixed(1)}x instead of 4x (docs/performance-log.md).\n`);
    }
    if (mainThreadShare < CONTENDED_SHARE) {
      console.log(`The page's main thread was on a core for ${(mainThreadShare * 100).toFixed(0)}% of its busy time: it waited for the rest while other processes had both cores, and Lighthouse multiplies that wait with the page's work, so the timings measure the machine (docs/performance-log.md).\n`);
    }
    console.log(formatTable(rows));
    console.log('\nFirst-screen waterfall (federated; ms from navigation start):');
    console.log(describeWaterfall(federated.waterfall, federated.firstScreen).join('\n'));
    console.log(`  first screen interactive at ${federated.firstScreen.toFixed(0)} ms; first idle callback at ${federated.idle.toFixed(0)} ms`);
    for (const [name, lh] of Object.entries(lighthouse)) {
      if (lh.failing.length) console.log(`\nLighthouse ${name}, audits below 100: ${lh.failing.join(', ')}`);
    }
    process.exitCode = exitStatus(rows);
  });
}

await ({ shopper: shopperOnly, landing: landingOnly, 'late-files': lateFilesOnly, 'return-visit': returnVisitOnly }[only] ?? main)();
