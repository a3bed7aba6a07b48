import { shopWanted } from './shopWanted';

/** Whether the promise has settled by now, without waiting for it. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return done;
}

/** jsdom has no IntersectionObserver: this one records what it watches and lets a test bring it on screen. */
class FakeObserver {
  static last: FakeObserver | undefined;
  watched: Element[] = [];
  disconnected = false;
  constructor(private readonly report: (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  onScreen(isIntersecting: boolean) {
    this.report([{ isIntersecting }]);
  }
}

describe('shopWanted', () => {
  beforeEach(() => {
    document.body.innerHTML = '<section id="shop"></section>';
    window.history.replaceState(null, '', '/');
    FakeObserver.last = undefined;
    Object.defineProperty(globalThis, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true });
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('waits while nobody uses the page and the shop is off screen', async () => {
    const wanted = shopWanted(window);
    FakeObserver.last?.onScreen(false);
    document.body.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    expect(await settled(wanted)).toBe(false);
  });

  it.each([
    ['a key (the splash’s Esc)', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))],
    ['a tap or click', () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))],
    ['a touch', () => document.body.dispatchEvent(new Event('touchstart', { bubbles: true }))],
    ['a wheel', () => document.body.dispatchEvent(new Event('wheel', { bubbles: true }))],
    ['a scroll of the page', () => window.dispatchEvent(new Event('scroll'))],
    ['a scroll inside it, which does not bubble (the range’s carousel)', () => document.body.dispatchEvent(new Event('scroll'))],
  ])('is wanted at the shopper’s first sign: %s', async (_sign, give) => {
    const wanted = shopWanted(window);
    give();
    expect(await settled(wanted)).toBe(true);
    expect(FakeObserver.last?.disconnected).toBe(true);
  });

  it('is wanted once the shop’s place comes on screen', async () => {
    const wanted = shopWanted(window);
    expect(FakeObserver.last?.watched).toEqual([document.getElementById('shop')]);
    FakeObserver.last?.onScreen(true);
    expect(await settled(wanted)).toBe(true);
  });

  it.each(['/#shop', '/#groceries', '/?page=2', '/?sort=newest'])('is wanted at once where the address may hold a view of the shop: %s', async (address) => {
    window.history.replaceState(null, '', address);
    expect(await settled(shopWanted(window))).toBe(true);
  });

  it('stops listening once wanted', async () => {
    const removed = jest.spyOn(window, 'removeEventListener');
    const wanted = shopWanted(window);
    window.dispatchEvent(new Event('scroll'));
    await wanted;
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(['keydown', 'pointerdown', 'scroll', 'touchstart', 'wheel']);
    removed.mockRestore();
  });
});
