import { remotesAt, STOREFRONT, tasksAt, TRADE_PAGE, type Schedule } from './schedule';
import type { PageCodeFor } from './scheduler';

describe('a schedule', () => {
  it('lists, for each trigger, what starts at it, in its order', () => {
    expect(remotesAt(STOREFRONT, 'warm')).toEqual(['shop', 'cart', 'auth']);
    expect(remotesAt(STOREFRONT, 'on first need')).toEqual(['cart', 'auth']);
    expect(tasksAt(STOREFRONT, 'when idle')).toEqual(['web-vitals', 'splash clip']);
    expect(remotesAt(TRADE_PAGE, 'on first need')).toEqual([]);
  });

  it('holds only what the scheduler carries out: the type check refuses an entry that would do nothing', () => {
    const refused: Schedule[] = [
      // @ts-expect-error the page's code comes before hydration, never at a remote's moment
      { page: ['on screen'], tasks: {}, remotes: [] },
      // @ts-expect-error an entry with no moment would never start
      { page: [], tasks: {}, remotes: [] },
      // @ts-expect-error the page's own work needs its code: it cannot start at first paint
      { page: ['at once'], tasks: { 'web-vitals': ['after first paint'] }, remotes: [] },
      // @ts-expect-error the shop handles no command, so it has no first need
      { page: ['at once'], tasks: {}, remotes: [{ remote: 'shop', when: ['on first need'] }] },
      // @ts-expect-error a remote does not start with the page's code
      { page: ['at once'], tasks: {}, remotes: [{ remote: 'cart', when: ['after first paint'] }] },
      // @ts-expect-error a remote the host does not compose
      { page: ['at once'], tasks: {}, remotes: [{ remote: 'wishlist', when: ['warm'] }] },
    ];
    expect(refused).toHaveLength(6);
  });

  it('needs a page’s code that can do its tasks: web vitals cannot be scheduled on a page that cannot measure them', () => {
    const bus = {} as PageCodeFor<typeof TRADE_PAGE>['bus'];
    const tradePage: PageCodeFor<typeof TRADE_PAGE> = { hydrate: () => Promise.resolve(), bus };
    // @ts-expect-error the storefront's schedule measures web vitals
    const storefront: PageCodeFor<typeof STOREFRONT> = { hydrate: () => Promise.resolve(), bus };
    expect([tradePage, storefront]).toHaveLength(2);
  });
});
