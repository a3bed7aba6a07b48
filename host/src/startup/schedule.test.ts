import { REMOTES, SECTIONS } from '../federation/remoteContract';
import { remotesAt, STOREFRONT, tasksAt, TRADE_PAGE, type Schedule } from './schedule';
import type { PageCodeFor } from './scheduler';

describe('a schedule', () => {
  it('lists, for each trigger, what starts at it, in its order', () => {
    expect(remotesAt(STOREFRONT, 'warm')).toEqual(['shop', 'cart', 'auth', ...SECTIONS]);
    expect(remotesAt(STOREFRONT, 'on first need')).toEqual(['cart', 'auth']);
    expect(tasksAt(STOREFRONT, 'when idle')).toEqual(['web-vitals', 'splash clip', 'offline notice']);
    expect(tasksAt(STOREFRONT, 'when warmed')).toEqual(['service worker']);
    expect(remotesAt(TRADE_PAGE, 'on first need')).toEqual([]);
  });

  it('holds only what the scheduler carries out: the type check refuses an entry that would do nothing', () => {
    const refused: Schedule[] = [
      // @ts-expect-error the page's code comes before hydration, never at a remote's moment
      { page: ['on screen'], tasks: {}, remotes: [] },
      // @ts-expect-error an entry with no moment would never start
      { page: [], tasks: {}, remotes: [] },
      // @ts-expect-error the page's own work needs its code: it cannot start at first paint
      { page: ['after first paint'], tasks: { 'web-vitals': ['after first paint'] }, remotes: [] },
      // @ts-expect-error the shop handles no command, so it has no first need
      { page: ['after first paint'], tasks: {}, remotes: [{ remote: 'shop', when: ['on first need'] }] },
      // @ts-expect-error a remote does not start with the page's code
      { page: ['after first paint'], tasks: {}, remotes: [{ remote: 'cart', when: ['after first paint'] }] },
      // @ts-expect-error a remote the host does not compose
      { page: ['after first paint'], tasks: {}, remotes: [{ remote: 'carts', when: ['warm'] }] },
      // @ts-expect-error the cart is an overlay, with no place on the page to come on screen
      { page: ['after first paint'], tasks: {}, remotes: [{ remote: 'cart', when: ['on screen', 'warm'] }] },
      // @ts-expect-error nor has auth
      { page: ['after first paint'], tasks: {}, remotes: [{ remote: 'auth', when: ['on screen'] }] },
    ];
    expect(refused).toHaveLength(8);
    // What each of those entries may hold instead, which the type check takes.
    const taken: Schedule[] = [
      { page: ['after first paint'], tasks: { 'web-vitals': ['when idle'] }, remotes: [{ remote: 'shop', when: ['on screen'] }] },
      { page: ['after first paint'], tasks: {}, remotes: [{ remote: 'cart', when: ['on first need', 'warm'] }, { remote: 'auth', when: ['on first input'] }] },
    ];
    expect(taken).toHaveLength(2);
  });

  it('needs a page’s code that can do its tasks: web vitals cannot be scheduled on a page that cannot measure them', () => {
    const bus = {} as PageCodeFor<typeof TRADE_PAGE>['bus'];
    const tradePage: PageCodeFor<typeof TRADE_PAGE> = { hydrate: () => Promise.resolve(), bus };
    // @ts-expect-error the storefront's schedule measures web vitals
    const storefront: PageCodeFor<typeof STOREFRONT> = { hydrate: () => Promise.resolve(), bus };
    expect([tradePage, storefront]).toHaveLength(2);
  });
});

describe('the storefront’s schedule', () => {
  it('starts every remote the host composes, a missing one named with the entry to add', () => {
    const scheduled = new Set<string>(STOREFRONT.remotes.map(({ remote }) => remote));
    const missing = Object.keys(REMOTES)
      .filter((remote) => !scheduled.has(remote))
      .map((remote) => `  { remote: '${remote}', when: ['warm'] },`);
    expect(missing.length ? `add to STOREFRONT_REMOTES in host/src/startup/schedule.ts:\n${missing.join('\n')}` : 'none missing').toBe('none missing');
  });

  it('starts a section below the shop that it does not name when it comes on screen, as a candidate, or warm, after the others', () => {
    jest.isolateModules(() => {
      jest.doMock('../federation/remoteContract', () => ({ ...jest.requireActual('../federation/remoteContract'), SECTIONS: ['wishlist'] }));
      const { STOREFRONT: withWishlist } = jest.requireActual('./schedule') as { STOREFRONT: Schedule };
      expect(withWishlist.remotes.at(-1)).toEqual({ remote: 'wishlist', when: ['on screen', 'when idle as a candidate', 'warm'] });
      expect(remotesAt(withWishlist, 'warm')).toEqual(['shop', 'cart', 'auth', 'wishlist']);
    });
  });
});
