import type { hadSession, onSessionElsewhere, subscribe, whenWaiting } from '@storefront/shared';
import type { RemoteName } from '../federation/remoteContract';
import { takeOverSplash } from '../splash/splash';
import { afterLargestPaint } from './afterLargestPaint';
import { chunkAt, HANDLES, remotesAt, STOREFRONT, TRADE_PAGE, type Entry } from './schedule';
import { isStarted, startRemote, startupState } from '../started/startupState';
import { IDLE_TIMEOUT_MS, whenIdle } from './whenIdle';

/** What says the shopper is using the page: a key, a tap or click, a touch, a wheel or a scroll. */
const INPUT = ['keydown', 'pointerdown', 'touchstart', 'wheel', 'scroll'] as const;

/** Warming waits until the shopper has given no input for this long, so that it never competes with their scroll or typing. */
export const QUIET_MS = 1000;

/** Where the splash was not shown (a return in this tab), warming waits this long after hydration. */
export const WARM_AFTER_MS = 2000;

/** Marked once every remote the schedule warms has been loaded and mounted (or has failed to load). */
export const WARMED_MARK = 'storefront:warmed';

/** What the scheduler reads of the bus, which comes with the page's code after the first paint. */
export interface Bus {
  whenWaiting: typeof whenWaiting;
  subscribe: typeof subscribe;
  hadSession: typeof hadSession;
  onSessionElsewhere: typeof onSessionElsewhere;
}

/** The page's own code, its chunk (the storefront's `app`, a trade page's `trade-page`), which its entry hands start-up to fetch. */
export interface PageCode {
  /** Hydrates the served page; resolves at the commit. */
  hydrate(): Promise<void>;
  bus: Bus;
  /** Sends what the address asks to open (`/?login`, `/?cart`): the storefront's. */
  openOnArrival?(): void;
  /** Starts measuring web vitals: the storefront's. */
  startVitals?(): void;
}

export interface Input {
  /** Resolves at the shopper's first input. */
  first: Promise<void>;
  /** How long it has been since their last input (Infinity before the first). */
  quietFor(): number;
}

/**
 * The page's one input listener, from its first script on: the shopper's first input (which ends the wait
 * for the largest paint and starts the shop) and how recent their last one is (which holds warming back).
 * In the capture phase, so that an event stopped on its way and a scroll inside the page count; passive,
 * so that no scroll waits for it.
 */
export function watchInput(target: Window): Input {
  let last = Number.NEGATIVE_INFINITY;
  let firstInput: () => void = () => undefined;
  const first = new Promise<void>((resolve) => (firstInput = resolve));
  const listening = { capture: true, passive: true } as const;
  const record = () => {
    last = performance.now();
    firstInput();
  };
  INPUT.forEach((type) => target.addEventListener(type, record, listening));
  return { first, quietFor: () => performance.now() - last };
}

const federation = () => import(/* webpackChunkName: "federation" */ '../federation/remotes');

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether the shopper has asked for less data (the browser's Save-Data): then nothing is fetched before it is needed. */
export function savesData(nav: Navigator = navigator): boolean {
  return (nav as { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/** The next idle moment at which the shopper has been quiet for QUIET_MS. */
async function quietMoment(input: Input): Promise<void> {
  for (;;) {
    await whenIdle(IDLE_TIMEOUT_MS);
    const wait = QUIET_MS - input.quietFor();
    if (wait <= 0) return;
    await delay(wait);
  }
}

/** The triggers the page can see before its code has come: the address, the shopper's first input, a place on screen. */
function followThePage(schedule: readonly Entry[], input: Input, doc: Document): void {
  const { hash, search } = doc.location;
  if (hash.length > 1 || search.length > 1) {
    for (const remote of remotesAt(schedule, 'at once at a shop address')) {
      // Its files are asked for now, beside the app's code, rather than after hydration.
      void federation().then(
        ({ preloadRemote }) => preloadRemote(remote),
        (error: unknown) => console.warn('[host] the federation runtime did not arrive; the shop tries again as it mounts', error),
      );
      startRemote(remote);
    }
  }
  for (const remote of remotesAt(schedule, 'on first input')) void input.first.then(() => startRemote(remote));
  const onScreen = remotesAt(schedule, 'on screen');
  if (onScreen.length === 0 || typeof IntersectionObserver !== 'function') return;
  for (const remote of onScreen) {
    const place = doc.getElementById(remote);
    if (!place) continue;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      startRemote(remote);
    });
    observer.observe(place);
  }
}

/**
 * The triggers the bus tells of, followed once the page has hydrated (the session hint is read from
 * storage, which the build's render has not got): a command waiting for a remote, a session to restore,
 * someone signed in, a kept build to run.
 */
function followTheBus(schedule: readonly Entry[], bus: Bus, idle: Promise<void>): void {
  const atIdle = (remote: RemoteName) => void idle.then(() => startRemote(remote));
  const sessionToRestore = bus.hadSession();
  startupState.setState({ sessionToRestore });
  for (const remote of remotesAt(schedule, 'when idle with a session')) {
    if (sessionToRestore) atIdle(remote);
    bus.onSessionElsewhere(() => atIdle(remote));
  }
  for (const remote of remotesAt(schedule, 'when idle once signed in')) {
    bus.subscribe('auth/state', ({ user }) => {
      if (user) atIdle(remote);
    });
  }
  const address = new URLSearchParams(window.location.search);
  for (const remote of remotesAt(schedule, 'when idle as a candidate')) if (address.has(`${remote}-candidate`)) atIdle(remote);
  for (const remote of remotesAt(schedule, 'on first need')) {
    for (const command of HANDLES[remote] ?? []) bus.whenWaiting(command, () => startRemote(remote));
  }
}

/**
 * Loads and mounts each remote in turn, in the time nobody feels, so that the shopper's first use of it
 * fetches nothing and shows at once. Each step (fetching and running its code, then mounting it) waits for
 * an idle moment with the shopper quiet for a second, so a scroll or a key is never behind it; a remote
 * that fails to load is left to its first use, where its slot shows its fallback. Not under Save-Data.
 */
export async function warm(remotes: readonly RemoteName[], input: Input, splashShown: boolean): Promise<void> {
  if (remotes.length === 0 || savesData()) return;
  if (!splashShown) await delay(WARM_AFTER_MS);
  const runtime = await federation().catch((error: unknown) => {
    console.warn('[host] the federation runtime did not arrive; each remote loads at its first use', error);
  });
  if (!runtime) return;
  const { preloadRemote } = runtime;
  for (const remote of remotes) {
    await quietMoment(input);
    if (!(await preloadRemote(remote)) || isStarted(remote)) continue;
    await quietMoment(input);
    startRemote(remote);
  }
  // The last mount's render is done by the next idle moment.
  await whenIdle(IDLE_TIMEOUT_MS);
  performance.mark(WARMED_MARK);
}

/**
 * The storefront's start-up, as its schedule (schedule.ts) declares it. The served HTML has painted: the
 * header, hero and sections were rendered at build time, the splash is in index.html and ends by itself.
 * From here on the splash answers Esc and clicks, and the page watches for the shopper.
 */
export async function startStorefront(loadApp: () => Promise<PageCode>, schedule: readonly Entry[] = STOREFRONT): Promise<void> {
  const input = watchInput(window);
  const splash = takeOverSplash(document);
  followThePage(schedule, input, document);

  // The app's code once the page's largest element is on screen, so that it does not compete with that paint.
  await afterLargestPaint(input.first);
  const app = await loadApp();

  // Hydration, in one transition; then the bus's triggers, and what a trade page's Login or Cart link
  // asked for (`/?login`, `/?cart`), sent now: it waits on the bus, which is its remote's first need.
  await app.hydrate();
  const idle = whenIdle(IDLE_TIMEOUT_MS);
  followTheBus(schedule, app.bus, idle);
  app.openOnArrival?.();

  await idle;
  if (chunkAt(schedule, 'web-vitals', 'when idle')) app.startVitals?.();
  if (chunkAt(schedule, 'splash clip', 'when idle')) splash.playClip();
  await warm(remotesAt(schedule, 'warm'), input, splash.shown);
}

/** A trade page's start-up, the storefront's for what it has: a header, and auth to say who is signed in. */
export async function startTradePage(loadPage: () => Promise<PageCode>, schedule: readonly Entry[] = TRADE_PAGE): Promise<void> {
  const input = watchInput(window);
  followThePage(schedule, input, document);
  await afterLargestPaint(input.first);
  const page = await loadPage();
  await page.hydrate();
  const idle = whenIdle(IDLE_TIMEOUT_MS);
  followTheBus(schedule, page.bus, idle);
  await idle;
  await warm(remotesAt(schedule, 'warm'), input, false);
}
