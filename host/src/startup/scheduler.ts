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

/** So that warming never competes with the shopper's scroll or typing. */
export const QUIET_MS = 1000;

/** Where the splash was not shown (a return in this tab). */
export const WARM_AFTER_MS = 2000;

/** Marked once every remote the schedule warms has been loaded and mounted (or has failed to load). */
export const WARMED_MARK = 'storefront:warmed';

/** Comes with the page's code, after the first paint. */
export interface Bus {
  whenWaiting: typeof whenWaiting;
  subscribe: typeof subscribe;
  hadSession: typeof hadSession;
  onSessionElsewhere: typeof onSessionElsewhere;
}

export interface PageCode {
  /** Resolves at the commit. */
  hydrate(): Promise<void>;
  bus: Bus;
  /** What the address asks to open (`/?login`, `/?cart`), and what was clicked before hydration. */
  openOnArrival?(clicked: readonly string[]): void;
  startVitals?(): void;
}

export type PageCodeFor<S extends Schedule> = PageCode & ('web-vitals' extends keyof S['tasks'] ? { startVitals(): void } : unknown);

const federation = () => import(/* webpackChunkName: "federation" */ '../federation/remotes');
const offline = () => import(/* webpackChunkName: "offline" */ '../offline/offline');
// The development server builds no worker.
const inProduction = process.env.NODE_ENV === 'production';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function savesData(nav: Navigator = navigator): boolean {
  return (nav as { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

async function quietMoment(input: Input): Promise<void> {
  for (;;) {
    await whenIdle();
    const wait = QUIET_MS - input.quietFor();
    if (wait <= 0) return;
    await delay(wait);
  }
}

// From its own file, which imports nothing, so this first script carries none of the rest of the contracts.
const atShopPath = ({ pathname }: Location) => isInShopPart(pathname);
const atShopAddress = (location: Location) => location.hash.length > 1 || location.search.length > 1 || atShopPath(location);

/** What the page can see before its code has come. */
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

/** So that a moment added to schedule.ts must be carried out here. */
const PAGE_MOMENTS: Record<PageTrigger, (input: Input) => Promise<void>> = {
  'after first paint': (input) => afterLargestPaint(input.first),
};

/** After hydration: the session hint is read from storage, which the build's render has not got. */
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

/** So that a remote's first use fetches nothing. Each step waits for a quiet idle moment; a failure waits for that use. */
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

// The served HTML has painted. The page listens to the shopper once; the splash hears Esc and focus through that.
export async function startPage<S extends Schedule>(schedule: S, loadPage: () => Promise<PageCodeFor<S>>): Promise<void> {
  const input = watchInput(window);
  const splash = takeOverSplash(document, input);
  // A Cart clicked on the served page reaches no handler until React hydrates it: kept till then.
  const clickedBeforeHydration = holdOpenings(document);
  followThePage(schedule, input, document);

  // Once its largest element is on screen, so that the page's code does not compete with that paint.
  await Promise.race(schedule.page.map((trigger) => PAGE_MOMENTS[trigger](input)));
  const page = await loadPage();

  // React hears clicks itself from the start of hydration; what was asked for before is sent after it,
  // waiting on the bus as its remote's first need.
  const clicked = clickedBeforeHydration();
  await page.hydrate();
  const idle = whenIdle();
  followTheBus(schedule, page.bus, idle);
  page.openOnArrival?.(clicked);

  const tasks: Record<Task, () => void> = {
    'web-vitals': () => page.startVitals?.(),
    'splash clip': () => splash.playClip(),
    'offline notice': () => void offline().then(({ sayWhenOffline }) => sayWhenOffline()),
    'service worker': () => void (inProduction && offline().then(({ keepForOffline }) => keepForOffline())),
  };
  await idle;
  for (const task of tasksAt(schedule, 'when idle')) tasks[task]();
  await warm(remotesAt(schedule, 'warm'), input, splash.shown);
  for (const task of tasksAt(schedule, 'when warmed')) tasks[task]();
}

export const startStorefront = (loadApp: () => Promise<PageCodeFor<typeof STOREFRONT>>) => startPage(STOREFRONT, loadApp);

export const startTradePage = (loadPage: () => Promise<PageCodeFor<typeof TRADE_PAGE>>) => startPage(TRADE_PAGE, loadPage);
