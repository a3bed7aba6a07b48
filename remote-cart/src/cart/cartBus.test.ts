import fc from 'fast-check';
import { BUS_KEY, CART_SUMMARY_KEY, getState, publish, readCartCount, send, subscribe } from '@storefront/shared';
import { connectCartToBus } from './cartBus';
import { lineKey } from '../lines/cartLines';
import { useCartStore } from '../store/cartStore';
import { TAB_CART_KEY, parseTabCart } from '../tab/tabCart';
import { cola, flour } from '../testing/products';
import { play, shopping } from '../testing/traderCarts';

let disconnect: () => void;
beforeEach(() => {
  useCartStore.setState({ lines: [], open: false });
  disconnect = connectCartToBus();
});
afterEach(() => disconnect());

describe('the cart on the bus', () => {
  it('publishes an empty, closed cart as soon as it connects', () => {
    expect(getState('cart/count')).toEqual({ count: 0 });
    expect(getState('cart/open')).toEqual({ open: false });
  });

  it('takes cart/add and counts lines, not units', () => {
    send('cart/add', { product: flour, size: '5kg' });
    send('cart/add', { product: flour, size: '5kg' });
    expect(getState('cart/count')).toEqual({ count: 1 });
    expect(useCartStore.getState().lines[0]?.multiplier).toBe(2);
    send('cart/add', { product: flour, size: '10kg' });
    send('cart/add', { product: cola, size: '24 x 330ml' });
    expect(getState('cart/count')).toEqual({ count: 3 });
  });

  it('counts lines on the badge after every add from the shop and every plus, minus and Remove, for any run of them', () => {
    // The shop's add of a pack size the product has no price for is refused with a warning.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = () => useCartStore.getState();
    const counted =
      <A extends unknown[]>(press: (...args: A) => void) =>
      (...args: A) => {
        press(...args);
        expect(getState('cart/count')).toEqual({ count: store().lines.length });
      };
    fc.assert(
      fc.property(shopping, (run) => {
        store().clear();
        play(run, {
          lines: () => store().lines,
          add: counted((product, size) => send('cart/add', { product, size })),
          increase: counted((key) => store().increase(key)),
          decrease: counted((key) => store().decrease(key)),
          remove: counted((key) => store().remove(key)),
        });
      }),
    );
    warn.mockRestore();
  });

  it('republishes the count when lines go away', () => {
    send('cart/add', { product: flour, size: '5kg' });
    useCartStore.getState().clear();
    expect(getState('cart/count')).toEqual({ count: 0 });
  });

  it('takes cart/toggle: flips without a value, sets with one, and publishes cart/open', () => {
    const seen: boolean[] = [];
    subscribe('cart/open', ({ open }) => seen.push(open));
    send('cart/toggle', {});
    send('cart/toggle', { open: true });
    send('cart/toggle', {});
    send('cart/toggle', { open: false });
    expect(seen).toEqual([false, true, false]);
    expect(getState('cart/open')).toEqual({ open: false });
  });

  it('receives commands sent before it connected (the remote was still loading)', () => {
    disconnect();
    useCartStore.setState({ lines: [], open: false });
    send('cart/add', { product: cola, size: '48 x 330ml' });
    send('cart/toggle', { open: true });
    disconnect = connectCartToBus();
    expect(useCartStore.getState().lines).toHaveLength(1);
    expect(getState('cart/open')).toEqual({ open: true });
    expect(getState('cart/count')).toEqual({ count: 1 });
  });

  it('says it is closed once disconnected, so that the header offers to open it, not to close it', () => {
    send('cart/toggle', { open: true });
    expect(getState('cart/open')).toEqual({ open: true });
    disconnect();
    expect(getState('cart/open')).toEqual({ open: false });
    expect(useCartStore.getState().open).toBe(true);
    disconnect = () => undefined;
  });

  it('stops listening once disconnected', () => {
    disconnect();
    send('cart/toggle', { open: true });
    expect(useCartStore.getState().open).toBe(false);
    disconnect = () => undefined;
  });
});

describe('the cart and the session', () => {
  const sam = { uid: 'u1', email: 'sam@example.com' };

  it('empties itself when the shopper signs out, so the next person at the computer does not get it', () => {
    publish('auth/state', { user: sam });
    send('cart/add', { product: flour, size: '5kg' });
    publish('auth/state', { user: sam });
    expect(getState('cart/count')).toEqual({ count: 1 });
    publish('auth/state', { user: null });
    expect(useCartStore.getState().lines).toEqual([]);
    expect(getState('cart/count')).toEqual({ count: 0 });
  });

  it('keeps its lines when nobody was signed in to start with', () => {
    publish('auth/state', { user: null });
    send('cart/add', { product: flour, size: '5kg' });
    publish('auth/state', { user: null });
    expect(getState('cart/count')).toEqual({ count: 1 });
  });
});

describe('the cart kept for the tab', () => {
  const sam = { uid: 'u1', email: 'sam@example.com' };
  const kim = { uid: 'u2', email: 'kim@example.com' };
  const packs = () => useCartStore.getState().lines.map((line) => [line.product.id, line.selectedQty, line.multiplier]);

  /** What a reload or a Retry does to the cart: its code runs afresh, so its store starts empty. */
  function startAfresh() {
    disconnect();
    useCartStore.setState({ lines: [], open: false });
    disconnect = connectCartToBus();
  }

  /** A reload: the bus starts empty too, so the cart starts before it knows who is signed in. */
  function reloadPage() {
    disconnect();
    delete (globalThis as Record<symbol, unknown>)[BUS_KEY];
    useCartStore.setState({ lines: [], open: false });
    disconnect = connectCartToBus();
  }

  it('keeps every change for the tab, with whose cart it is and a summary of its count', () => {
    publish('auth/state', { user: sam });
    send('cart/add', { product: flour, size: '5kg' });
    expect(parseTabCart(sessionStorage.getItem(TAB_CART_KEY) ?? '')).toEqual({ owner: 'u1', lines: [{ product: flour, selectedQty: '5kg', multiplier: 1 }] });
    send('cart/add', { product: cola, size: '24 x 330ml' });
    expect(readCartCount('u1')).toBe(2);
    useCartStore.getState().remove(lineKey({ product: flour, selectedQty: '5kg' }));
    expect(parseTabCart(sessionStorage.getItem(TAB_CART_KEY) ?? '')?.lines).toHaveLength(1);
    expect(readCartCount('u1')).toBe(1);
  });

  it('takes back the lines it had after a Retry, in their order, and counts them at once', () => {
    publish('auth/state', { user: sam });
    send('cart/add', { product: flour, size: '5kg' });
    send('cart/add', { product: cola, size: '24 x 330ml' });
    send('cart/add', { product: flour, size: '5kg' });
    const counts: number[] = [];
    subscribe('cart/count', ({ count }) => counts.push(count));
    startAfresh();
    expect(packs()).toEqual([
      ['1', '5kg', 2],
      ['7', '24 x 330ml', 1],
    ]);
    // The badge never falls to 0 on the way.
    expect(counts).not.toContain(0);
    expect(getState('cart/count')).toEqual({ count: 2 });
  });

  it('adds what was sent while it was down after the lines it had', () => {
    publish('auth/state', { user: sam });
    send('cart/add', { product: flour, size: '5kg' });
    disconnect();
    useCartStore.setState({ lines: [], open: false });
    send('cart/add', { product: cola, size: '24 x 330ml' });
    disconnect = connectCartToBus();
    expect(packs()).toEqual([
      ['1', '5kg', 1],
      ['7', '24 x 330ml', 1],
    ]);
  });

  it('waits after a reload for the shopper to be known, keeping what it has, then takes the lines back', () => {
    publish('auth/state', { user: sam });
    send('cart/add', { product: flour, size: '5kg' });
    send('cart/add', { product: flour, size: '5kg' });
    reloadPage();
    expect(useCartStore.getState().lines).toEqual([]);
    expect(parseTabCart(sessionStorage.getItem(TAB_CART_KEY) ?? '')?.lines).toEqual([{ product: flour, selectedQty: '5kg', multiplier: 2 }]);
    expect(readCartCount('u1')).toBe(1);
    publish('auth/state', { user: sam });
    expect(packs()).toEqual([['1', '5kg', 2]]);
    expect(getState('cart/count')).toEqual({ count: 1 });
  });

  it('puts what came before the shopper was known after the lines it takes back', () => {
    publish('auth/state', { user: sam });
    send('cart/add', { product: flour, size: '5kg' });
    reloadPage();
    send('cart/add', { product: cola, size: '24 x 330ml' });
    send('cart/add', { product: flour, size: '5kg' });
    publish('auth/state', { user: sam });
    expect(packs()).toEqual([
      ['1', '5kg', 2],
      ['7', '24 x 330ml', 1],
    ]);
  });

  it('forgets the tab’s cart and its summary on logout', () => {
    publish('auth/state', { user: sam });
    send('cart/add', { product: flour, size: '5kg' });
    publish('auth/state', { user: null });
    expect(sessionStorage.getItem(TAB_CART_KEY)).toBeNull();
    expect(sessionStorage.getItem(CART_SUMMARY_KEY)).toBeNull();
    startAfresh();
    publish('auth/state', { user: sam });
    expect(useCartStore.getState().lines).toEqual([]);
  });

  it('never gives one shopper’s lines to the next who signs in on the tab, and drops them', () => {
    publish('auth/state', { user: sam });
    send('cart/add', { product: flour, size: '5kg' });
    reloadPage();
    publish('auth/state', { user: kim });
    expect(useCartStore.getState().lines).toEqual([]);
    expect(getState('cart/count')).toEqual({ count: 0 });
    expect(parseTabCart(sessionStorage.getItem(TAB_CART_KEY) ?? '')).toEqual({ owner: 'u2', lines: [] });
    expect(readCartCount('u1')).toBe(0);
  });

  it('does not give them to the next either when the shopper changed while it was down', () => {
    publish('auth/state', { user: sam });
    send('cart/add', { product: flour, size: '5kg' });
    disconnect();
    publish('auth/state', { user: kim });
    startAfresh();
    expect(useCartStore.getState().lines).toEqual([]);
    expect(getState('cart/count')).toEqual({ count: 0 });
    expect(readCartCount('u2')).toBe(0);
  });

  it('starts empty, with one warning, from a kept cart that does not parse', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    reloadPage();
    sessionStorage.setItem(TAB_CART_KEY, '{"owner":"u1","lines":"three packs"}');
    publish('auth/state', { user: sam });
    expect(useCartStore.getState().lines).toEqual([]);
    expect(getState('cart/count')).toEqual({ count: 0 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(TAB_CART_KEY));
    send('cart/add', { product: flour, size: '5kg' });
    expect(readCartCount('u1')).toBe(1);
    warn.mockRestore();
  });
});
