import { getState, publish, send, subscribe } from '@storefront/shared';
import { connectCartToBus } from './cartBus';
import { useCartStore } from '../store/cartStore';
import { cola, flour } from '../testing/products';

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

describe('the cart reloaded by a Retry', () => {
  const sam = { uid: 'u1', email: 'sam@example.com' };

  /** What a Retry does to the cart: its code is loaded afresh, so its store starts empty. */
  function reload() {
    disconnect();
    useCartStore.setState({ lines: [], open: false });
    disconnect = connectCartToBus();
  }

  it('keeps its lines on the bus, with whose they are', () => {
    publish('auth/state', { user: sam });
    send('cart/add', { product: flour, size: '5kg' });
    expect(getState('cart/lines')).toEqual({ owner: 'u1', lines: [{ product: flour, selectedQty: '5kg', multiplier: 1 }] });
  });

  it('takes back the lines it had, in their order, and counts them at once', () => {
    publish('auth/state', { user: sam });
    send('cart/add', { product: flour, size: '5kg' });
    send('cart/add', { product: cola, size: '24 x 330ml' });
    send('cart/add', { product: flour, size: '5kg' });
    const counts: number[] = [];
    subscribe('cart/count', ({ count }) => counts.push(count));
    reload();
    expect(useCartStore.getState().lines.map((line) => [line.product.id, line.selectedQty, line.multiplier])).toEqual([
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
    expect(useCartStore.getState().lines.map((line) => line.product.id)).toEqual(['1', '7']);
  });

  it('does not give one shopper’s lines to the next: signed out, or someone else, while it was down', () => {
    publish('auth/state', { user: sam });
    send('cart/add', { product: flour, size: '5kg' });
    disconnect();
    publish('auth/state', { user: { uid: 'u2', email: 'kim@example.com' } });
    reload();
    expect(useCartStore.getState().lines).toEqual([]);
    expect(getState('cart/lines')).toEqual({ owner: 'u2', lines: [] });
    expect(getState('cart/count')).toEqual({ count: 0 });
  });
});
