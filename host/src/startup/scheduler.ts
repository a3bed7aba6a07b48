import type { Command, hadSession, onSessionElsewhere, subscribe, whenWaiting } from '@storefront/shared';
import { isInShopPart } from '@storefront/shared/src/shopAddress/shopAddress';
import type { RemoteName } from '../federation/remoteContract';
import { takeOverSplash } from '../splash/splash';
import { holdOpenings } from '../started/holdOpenings';
import { isStarted, startRemote, startupState } from '../started/startupState';
import { afterLargestPaint } from './afterLargestPaint';
import { HANDLES, remotesAt, STOREFRONT, tasksAt, TRADE_PAGE, type PageTrigger, type Schedule, type Task } from './schedule';
import { watchInput, type Input } from './watchInput';
import { whenIdle } from './whenIdle';

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

/** The page's own code, its chunk (the storefront's `app`, a trade page's `trade-page`), which the page's entry hands start-up to fetch. */
export interface PageCode {
  /** Hydrates the served page; resolves at the commit. */
  hydrate(): Promise<void>;
  bus: Bus;
  /**
   * Sends what the address asks to open (`/?login`, `/?cart`), and what the shopper clicked open before the
   * page had hydrated (`clicked`, started/holdOpenings.ts): the storefront's.
   */
  openOnArrival?(clicked: readonly string[]): void;
  /** Starts measuring web vitals: the code of a page whose schedule has the `web-vitals` task. */
  startVitals?(): void;
}

/** The code a schedule needs: a schedule with web vitals among its tasks cannot be handed a page that cannot measure them. */
export type PageCodeFor<S extends Schedule> = PageCode & ('web-vitals' extends keyof S['tasks'] ? { startVitals(): void } : unknown);

const federation = () => import(/* webpackChunkName: "federation" */ '../federation/remotes');

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether the shopper has asked for less data (the browser's Save-Data): then nothing is fetched before it is needed. */
export function savesData(nav: Navigator = navigator): boolean {
  return (nav as { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/** The next idle moment at which the shopper has been quiet for QUIET_MS. */
async function quietMoment(input: Input): Promise<void> {
  for (;;) {
    await whenIdle();
    const wait = QUIET_MS - input.quietFor();
    if (wait <= 0) return;
    await delay(wait);
  }
}

/**
 * Whether the address may be a view of the shop, which only the shop reads: its path, an anchor or a
 * query. The shop's part of the site is the contracts' grammar's, taken from its own file, which imports
 * nothing, so that this first script carries none of the rest of the contracts' code.
 */
const atShopPath = ({ pathname }: Location) => isInShopPart(pathname);
const atShopAddress = (location: Location) => location.hash.length > 1 || location.search.length > 1 || atShopPath(location);

/** The triggers the page can see before its code has come: the address, the shopper's first input, a place on screen. */
function followThePage(schedule: Schedule, input: Input, doc: Document): void {
  // The page at the shop, as the browser puts it at an anchor (`/#groceries`): a server sees no anchor.
  if (atShopPath(doc.location) && doc.location.hash === '') doc.getElementById('shop')?.scrollIntoView();
  if (atShopAddress(doc.location)) {
    for (const remote of remotesAt(schedule, 'at once at a shop address')) {
      // Its files are asked for now, beside the app's code, rather than after hydration.
      void federation().then(
        ({ preloadRemote }) => preloadRemote(remote),
        (error: unknown) => console.warn(`[host] the federation runtime did not arrive; ${remote} tries again as it mounts`, error),
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

/** How each of the page's moments arrives (one today), so that a moment added to schedule.ts is carried out here. */
const PAGE_MOMENTS: Record<PageTrigger, (input: Input) => Promise<void>> = {
  'after first paint': (input) => afterLargestPaint(input.first),
};

/**
 * The triggers the bus tells of, and idleness, followed once the page has hydrated (the session hint is
 * read from storage, which the build's render has not got): a command waiting for a remote, a session to
 * restore, someone signed in, a kept build to run.
 */
function followTheBus(schedule: Schedule, bus: Bus, idle: Promise<void>): void {
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
    const handles: readonly Command[] = remote in HANDLES ? HANDLES[remote as keyof typeof HANDLES] : [];
    for (const command of handles) bus.whenWaiting(command, () => startRemote(remote));
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
  await whenIdle();
  performance.mark(WARMED_MARK);
}

/**
 * A page's start-up, as its schedule (schedule.ts) declares it; `loadPage` fetches the page's own code
 * (its entry names the chunk). The served HTML has painted: the header, hero and sections were rendered at
 * build time; a storefront's splash is in index.html and ends by itself. From here on the page listens to
 * the shopper, once, and the splash hears Esc and focus through that listening.
 */
export async function startPage<S extends Schedule>(schedule: S, loadPage: () => Promise<PageCodeFor<S>>): Promise<void> {
  const input = watchInput(window);
  const splash = takeOverSplash(document, input);
  // A Cart clicked on the served page reaches no handler until React hydrates it: kept till then.
  const clickedBeforeHydration = holdOpenings(document);
  followThePage(schedule, input, document);

  // The page's code at the first of its moments: once its largest element is on screen, so that it does
  // not compete with that paint.
  await Promise.race(schedule.page.map((trigger) => PAGE_MOMENTS[trigger](input)));
  const page = await loadPage();

  // Hydration, in one transition, from whose start React hears clicks itself; then the bus's triggers, and
  // what a trade page's Login or Cart link asked for (`/?login`, `/?cart`) or the shopper clicked open
  // before, sent now: it waits on the bus, which is its remote's first need.
  const clicked = clickedBeforeHydration();
  await page.hydrate();
  const idle = whenIdle();
  followTheBus(schedule, page.bus, idle);
  page.openOnArrival?.(clicked);

  const tasks: Record<Task, () => void> = { 'web-vitals': () => page.startVitals?.(), 'splash clip': () => splash.playClip() };
  await idle;
  for (const task of tasksAt(schedule, 'when idle')) tasks[task]();
  await warm(remotesAt(schedule, 'warm'), input, splash.shown);
}

/** The storefront's start-up (STOREFRONT). */
export const startStorefront = (loadApp: () => Promise<PageCodeFor<typeof STOREFRONT>>) => startPage(STOREFRONT, loadApp);

/** A trade page's start-up (TRADE_PAGE): a header, and auth to say who is signed in. */
export const startTradePage = (loadPage: () => Promise<PageCodeFor<typeof TRADE_PAGE>>) => startPage(TRADE_PAGE, loadPage);
