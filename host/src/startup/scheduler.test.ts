import { hadSession, onSessionElsewhere, publish, rememberSession, send, subscribe, whenWaiting } from '@storefront/shared';
import { takeOverSplash } from '../splash/splash';
import { preloadRemote } from '../federation/remotes';
import { SECTIONS } from '../federation/remoteContract';
import { afterLargestPaint } from './afterLargestPaint';
import { openOnArrival } from './openOnArrival';
import type { PageTrigger, RemoteTrigger, Schedule, TaskTrigger } from './schedule';
import { QUIET_MS, startPage, startStorefront, startTradePage, WARM_AFTER_MS, WARMED_MARK, type PageCode } from './scheduler';
import { opens } from '../started/holdOpenings';
import { startupState } from '../started/startupState';
import { whenIdle } from './whenIdle';
import { sayWhenOffline } from '../offline/offline';

jest.mock('./afterLargestPaint', () => ({ afterLargestPaint: jest.fn() }));
jest.mock('./whenIdle', () => ({ IDLE_TIMEOUT_MS: 2000, whenIdle: jest.fn() }));
jest.mock('../splash/splash', () => ({ takeOverSplash: jest.fn() }));
jest.mock('../federation/remotes', () => ({ preloadRemote: jest.fn() }));
jest.mock('../offline/offline', () => ({ sayWhenOffline: jest.fn(), keepForOffline: jest.fn() }));

function moment() {
  let arrive: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (arrive = resolve));
  return { promise, arrive };
}

async function settle() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

const bus = { hadSession, onSessionElsewhere, subscribe, whenWaiting };
const app = { hydrate: jest.fn<Promise<void>, []>(), bus, openOnArrival: jest.fn(), startVitals: jest.fn() } satisfies PageCode;
const loadApp = () => Promise.resolve(app);
const tradePage = { hydrate: jest.fn(() => Promise.resolve()), bus } satisfies PageCode;
const loadTradePage = () => Promise.resolve(tradePage);

const started = () => Object.keys(startupState.getState().started).sort();
const playClip = jest.fn();
/** jsdom's performance has no marks: the test's stand-in records the one the scheduler makes. */
const mark = jest.fn();
beforeAll(() => Object.defineProperty(performance, 'mark', { value: mark, configurable: true }));
/** jsdom lays nothing out, and has no scrolling to an element. */
const scrollIntoView = jest.fn();
beforeAll(() => Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true }));

/** jsdom has no IntersectionObserver: the test says when a watched place comes on screen. */
function watchTheScreen() {
  const observed: Element[] = [];
  let seen: IntersectionObserverCallback = () => undefined;
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      seen = callback;
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  return {
    observed,
    show: (isIntersecting: boolean) => seen([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver),
    restore: () => {
      globalThis.IntersectionObserver = original;
    },
  };
}

function moments({ splash = true } = {}) {
  const painted = moment();
  const hydrated = moment();
  jest.mocked(afterLargestPaint).mockReturnValue(painted.promise);
  app.hydrate.mockReturnValue(hydrated.promise);
  jest.mocked(takeOverSplash).mockReturnValue({ shown: splash, playClip });
  return { painted, hydrated };
}

beforeEach(async () => {
  // The pages of earlier cases still listen to the window: their wait for a first input ends here, before
  // the slate is cleaned, so that a case's first input starts only what its own schedule names.
  window.dispatchEvent(new Event('keydown'));
  await settle();
  jest.clearAllMocks();
  startupState.setState(startupState.getInitialState(), true);
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '<div id="root"></div><section id="shop"></section>';
  jest.mocked(whenIdle).mockResolvedValue(undefined);
  jest.mocked(preloadRemote).mockResolvedValue(true);
  Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
});

describe('startStorefront', () => {
  it('starts no remote before hydration at a plain address, then warms shop, cart and auth in turn once idle, each loaded before it mounts', async () => {
    const { painted, hydrated } = moments();
    const done = startStorefront(loadApp);
    await settle();
    expect(afterLargestPaint).toHaveBeenCalled();
    expect(app.hydrate).not.toHaveBeenCalled();
    painted.arrive();
    await settle();
    expect(app.hydrate).toHaveBeenCalled();
    expect(preloadRemote).not.toHaveBeenCalled();
    expect(started()).toEqual([]);

    const order: string[] = [];
    jest.mocked(preloadRemote).mockImplementation(async (remote) => {
      order.push(`load ${remote}`);
      return true;
    });
    const unsubscribe = startupState.subscribe((state, before) => {
      for (const remote of Object.keys(state.started)) if (!(remote in before.started)) order.push(`mount ${remote}`);
    });
    hydrated.arrive();
    await done;
    unsubscribe();
    expect(app.openOnArrival).toHaveBeenCalled();
    expect(app.startVitals).toHaveBeenCalled();
    expect(playClip).toHaveBeenCalled();
    expect(order).toEqual(['shop', 'cart', 'auth', ...SECTIONS].flatMap((remote) => [`load ${remote}`, `mount ${remote}`]));
    expect(mark).toHaveBeenCalledWith(WARMED_MARK);
  });

  it.each(['/?page=2#groceries', '/shop/groceries/'])('at an address that may be a view of the shop (%s), asks for the shop’s code and starts it at once, before the page’s own code', async (address) => {
    window.history.replaceState(null, '', address);
    moments();
    void startStorefront(loadApp);
    await settle();
    expect(preloadRemote).toHaveBeenCalledWith('shop');
    expect(started()).toEqual(['shop']);
    expect(app.hydrate).not.toHaveBeenCalled();
  });

  it('at a shop path, puts the page at the shop as the browser does at its anchor', async () => {
    window.history.replaceState(null, '', '/shop/frozen/');
    moments();
    void startStorefront(loadApp);
    await settle();
    expect(scrollIntoView.mock.contexts).toEqual([document.getElementById('shop')]);
  });

  it('starts the shop at the shopper’s first input, before the page has even hydrated', async () => {
    moments();
    void startStorefront(loadApp);
    await settle();
    expect(started()).toEqual([]);
    window.dispatchEvent(new Event('wheel'));
    await settle();
    expect(started()).toEqual(['shop']);
  });

  it('starts the shop when its place comes on screen (a tall window), with no sign from the shopper', async () => {
    const screen = watchTheScreen();
    moments();
    void startStorefront(loadApp);
    await settle();
    expect(screen.observed).toEqual([document.getElementById('shop')]);
    screen.show(false);
    expect(started()).toEqual([]);
    screen.show(true);
    expect(started()).toEqual(['shop']);
    screen.restore();
  });

  it('once hydrated, starts the cart or auth at once when a command for it waits (a first Cart or Login click)', async () => {
    const { painted, hydrated } = moments();
    jest.mocked(whenIdle).mockReturnValue(new Promise(() => undefined));
    void startStorefront(loadApp);
    painted.arrive();
    hydrated.arrive();
    await settle();
    expect(started()).toEqual([]);
    send('cart/toggle', { open: true });
    expect(started()).toEqual(['cart']);
    send('auth/open', { mode: 'login' });
    expect(started()).toEqual(['auth', 'cart']);
  });

  it('keeps a Cart clicked on the served page before React hears clicks, and sends it once hydrated: the cart starts for it', async () => {
    const { painted, hydrated } = moments();
    jest.mocked(whenIdle).mockReturnValue(new Promise(() => undefined));
    app.openOnArrival.mockImplementationOnce(openOnArrival);
    const cart = Object.assign(document.createElement('button'), { type: 'button' });
    for (const [name, value] of Object.entries(opens('cart'))) cart.setAttribute(name, value);
    document.getElementById('root')?.append(cart);
    void startStorefront(loadApp);
    await settle();
    // The served button has no handler yet: without being kept, this click would be lost.
    cart.click();
    cart.click();
    painted.arrive();
    await settle();
    // Hydration has started: from here React hears the click itself, so it is not kept twice.
    cart.click();
    expect(started()).toEqual([]);
    hydrated.arrive();
    await settle();
    expect(app.openOnArrival).toHaveBeenCalledWith(['cart']);
    expect(started()).toEqual(['cart']);
  });

  it('with a session to restore, says so to the header and starts auth once idle, even under Save-Data; the cart once someone is signed in', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    rememberSession(true);
    const { painted, hydrated } = moments();
    const idle = moment();
    jest.mocked(whenIdle).mockReturnValue(idle.promise);
    const done = startStorefront(loadApp);
    painted.arrive();
    hydrated.arrive();
    await settle();
    expect(startupState.getState().sessionToRestore).toBe(true);
    expect(started()).toEqual([]);
    publish('auth/state', { user: { uid: 'u1', email: 'sam@example.com' } });
    idle.arrive();
    await done;
    expect(started()).toEqual(['auth', 'cart']);
    publish('auth/state', { user: null });
  });

  it('under Save-Data warms nothing: each remote waits for its first need', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const { painted, hydrated } = moments();
    const done = startStorefront(loadApp);
    painted.arrive();
    hydrated.arrive();
    await done;
    expect(preloadRemote).not.toHaveBeenCalled();
    expect(started()).toEqual([]);
    expect(startupState.getState().sessionToRestore).toBe(false);
  });

  it('does not mount a remote that failed to load ahead of its use: its fallback waits for the shopper to reach it', async () => {
    jest.mocked(preloadRemote).mockImplementation(async (remote) => remote !== 'cart');
    const { painted, hydrated } = moments();
    const done = startStorefront(loadApp);
    painted.arrive();
    hydrated.arrive();
    await done;
    expect(jest.mocked(preloadRemote).mock.calls.map(([remote]) => remote)).toEqual(['shop', 'cart', 'auth', ...SECTIONS]);
    expect(started()).toEqual(['auth', 'shop', ...SECTIONS].sort());
  });

  describe('with time that the test moves on', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('holds each warming step back while the shopper has given input within the last second', async () => {
      const { painted, hydrated } = moments();
      void startStorefront(loadApp);
      await settle();
      window.dispatchEvent(new Event('scroll'));
      painted.arrive();
      hydrated.arrive();
      await jest.advanceTimersByTimeAsync(QUIET_MS / 2);
      // The scroll started the shop (its first input); no code has been fetched ahead of use.
      expect(preloadRemote).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('keydown'));
      await jest.advanceTimersByTimeAsync(QUIET_MS - 1);
      expect(preloadRemote).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(preloadRemote).toHaveBeenCalledWith('shop');
    });

    it('on a return with no splash, warms only a few seconds after hydration', async () => {
      const { painted, hydrated } = moments({ splash: false });
      void startStorefront(loadApp);
      painted.arrive();
      hydrated.arrive();
      await jest.advanceTimersByTimeAsync(WARM_AFTER_MS - 1);
      expect(preloadRemote).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(preloadRemote).toHaveBeenCalledWith('shop');
    });
  });
});

describe('startTradePage', () => {
  it('never starts the cart, even when a Cart command waits: its schedule has none, so no cart panel mounts there', async () => {
    jest.mocked(afterLargestPaint).mockResolvedValue(undefined);
    await startTradePage(loadTradePage);
    await settle();
    send('cart/toggle', { open: true });
    send('auth/open', { mode: 'login' });
    expect(started()).toEqual([]);
  });

  it('warms nothing and starts auth only where there is a session to restore', async () => {
    jest.mocked(afterLargestPaint).mockResolvedValue(undefined);
    await startTradePage(loadTradePage);
    await settle();
    expect(preloadRemote).not.toHaveBeenCalled();
    expect(started()).toEqual([]);

    rememberSession(true);
    await startTradePage(loadTradePage);
    await settle();
    expect(started()).toEqual(['auth']);
  });
});

const scheduleWith = (changes: Partial<Schedule>): Schedule => ({ page: ['after first paint'], tasks: {}, remotes: [], ...changes });

async function startHydrated(schedule: Schedule) {
  const { painted, hydrated } = moments();
  const idle = moment();
  jest.mocked(whenIdle).mockReturnValue(idle.promise);
  const done = startPage(schedule, loadApp);
  painted.arrive();
  hydrated.arrive();
  await settle();
  return { idle, done };
}

/** A Record, so that a trigger added to schedule.ts without its case here fails the type check. */
const EACH_TRIGGER: Record<`page at '${PageTrigger}'` | `task at '${TaskTrigger}'` | `remote at '${RemoteTrigger}'`, () => Promise<void>> = {
  async "page at 'after first paint'"() {
    const { painted } = moments();
    void startPage(scheduleWith({ page: ['after first paint'] }), loadApp);
    await settle();
    expect(app.hydrate).not.toHaveBeenCalled();
    painted.arrive();
    await settle();
    expect(app.hydrate).toHaveBeenCalled();
  },
  async "task at 'when idle'"() {
    // The splash's clip without web vitals: only what the schedule names starts.
    const { idle, done } = await startHydrated(scheduleWith({ tasks: { 'splash clip': ['when idle'] } }));
    expect(playClip).not.toHaveBeenCalled();
    idle.arrive();
    await done;
    expect(playClip).toHaveBeenCalled();
    expect(app.startVitals).not.toHaveBeenCalled();
  },
  async "task at 'when warmed'"() {
    // Once the last remote warmed has loaded and mounted, not at idle.
    const warmed = moment();
    jest.mocked(preloadRemote).mockImplementation(async () => {
      await warmed.promise;
      return true;
    });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const { idle, done } = await startHydrated(scheduleWith({ tasks: { 'offline notice': ['when warmed'] }, remotes: [{ remote: 'shop', when: ['warm'] }] }));
      idle.arrive();
      await settle();
      jest.advanceTimersByTime(WARM_AFTER_MS + QUIET_MS);
      await settle();
      expect(preloadRemote).toHaveBeenCalledWith('shop');
      expect(sayWhenOffline).not.toHaveBeenCalled();
      warmed.arrive();
      jest.advanceTimersByTime(QUIET_MS);
      await done;
      await settle();
      expect(sayWhenOffline).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  },
  async "remote at 'at once at a shop address'"() {
    window.history.replaceState(null, '', '/#groceries');
    moments();
    void startPage(scheduleWith({ remotes: [{ remote: 'cart', when: ['at once at a shop address'] }] }), loadApp);
    await settle();
    expect(preloadRemote).toHaveBeenCalledWith('cart');
    expect(started()).toEqual(['cart']);
    expect(app.hydrate).not.toHaveBeenCalled();
  },
  async "remote at 'on first input'"() {
    moments();
    void startPage(scheduleWith({ remotes: [{ remote: 'auth', when: ['on first input'] }] }), loadApp);
    await settle();
    expect(started()).toEqual([]);
    window.dispatchEvent(new Event('touchstart'));
    await settle();
    expect(started()).toEqual(['auth']);
  },
  async "remote at 'on screen'"() {
    const screen = watchTheScreen();
    try {
      // Auth, an overlay, has no place to watch: the shop's place alone is watched.
      moments();
      void startPage(scheduleWith({ remotes: [{ remote: 'auth', when: ['warm'] }, { remote: 'shop', when: ['on screen'] }] }), loadApp);
      await settle();
      expect(screen.observed).toEqual([document.getElementById('shop')]);
      screen.show(true);
      expect(started()).toEqual(['shop']);
    } finally {
      screen.restore();
    }
  },
  async "remote at 'on first need'"() {
    await startHydrated(scheduleWith({ remotes: [{ remote: 'cart', when: ['on first need'] }] }));
    expect(started()).toEqual([]);
    send('cart/add', { product: { id: 'p1', name: 'Rice', category: 'groceries', image: '/rice.webp', sizes: [{ label: '10kg', price: 1200 }] }, size: '10kg' } as never);
    expect(started()).toEqual(['cart']);
  },
  async "remote at 'when idle with a session'"() {
    rememberSession(true);
    const { idle, done } = await startHydrated(scheduleWith({ remotes: [{ remote: 'cart', when: ['when idle with a session'] }] }));
    expect(started()).toEqual([]);
    idle.arrive();
    await done;
    expect(started()).toEqual(['cart']);
  },
  async "remote at 'when idle once signed in'"() {
    const { idle, done } = await startHydrated(scheduleWith({ remotes: [{ remote: 'shop', when: ['when idle once signed in'] }] }));
    idle.arrive();
    await done;
    expect(started()).toEqual([]);
    publish('auth/state', { user: { uid: 'u1', email: 'sam@example.com' } });
    await settle();
    expect(started()).toEqual(['shop']);
    publish('auth/state', { user: null });
  },
  async "remote at 'when idle as a candidate'"() {
    window.history.replaceState(null, '', '/?shop-candidate=3');
    const { idle, done } = await startHydrated(scheduleWith({ remotes: [{ remote: 'shop', when: ['when idle as a candidate'] }, { remote: 'cart', when: ['when idle as a candidate'] }] }));
    expect(started()).toEqual([]);
    idle.arrive();
    await done;
    expect(started()).toEqual(['shop']);
  },
  async "remote at 'warm'"() {
    const order: string[] = [];
    jest.mocked(preloadRemote).mockImplementation(async (remote) => {
      order.push(`load ${remote}`);
      return true;
    });
    const unsubscribe = startupState.subscribe((state, before) => {
      for (const remote of Object.keys(state.started)) if (!(remote in before.started)) order.push(`mount ${remote}`);
    });
    const { idle, done } = await startHydrated(scheduleWith({ remotes: [{ remote: 'auth', when: ['warm'] }, { remote: 'shop', when: ['warm'] }] }));
    idle.arrive();
    await done;
    unsubscribe();
    expect(order).toEqual(['load auth', 'mount auth', 'load shop', 'mount shop']);
  },
};

describe('each trigger, in a schedule other than the storefront’s, is carried out', () => {
  it.each(Object.entries(EACH_TRIGGER))('%s', (_, run) => run());
});
