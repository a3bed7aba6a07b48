import { getState, on, publish, send, subscribe, whenWaiting, BUS_KEY, MAX_PENDING } from './bus';
import { FLOUR } from '../testing/flour';
import { commands } from './messages';

const product = FLOUR;

describe('state topics', () => {
  it('deliver each new value to subscribers', () => {
    const seen: number[] = [];
    subscribe('cart/count', ({ count }) => seen.push(count));
    publish('cart/count', { count: 1 });
    publish('cart/count', { count: 2 });
    expect(seen).toEqual([1, 2]);
  });

  it('replay the last value to a late subscriber', () => {
    publish('auth/state', { user: { uid: 'u1', email: 'a@b.co' } });
    const listener = jest.fn();
    subscribe('auth/state', listener);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ user: { uid: 'u1', email: 'a@b.co' } });
  });

  it('do not call a subscriber before anything is published', () => {
    const listener = jest.fn();
    subscribe('cart/open', listener);
    expect(listener).not.toHaveBeenCalled();
    expect(getState('cart/open')).toBeUndefined();
  });

  it('stop delivering after unsubscribe', () => {
    const listener = jest.fn();
    const off = subscribe('cart/count', listener);
    off();
    publish('cart/count', { count: 3 });
    expect(listener).not.toHaveBeenCalled();
  });

  it('return the same snapshot object until the value changes', () => {
    publish('cart/count', { count: 4 });
    const first = getState('cart/count');
    expect(getState('cart/count')).toBe(first);
    publish('cart/count', { count: 5 });
    expect(getState('cart/count')).toEqual({ count: 5 });
  });
});

describe('commands', () => {
  it('reach every handler once and are not replayed', () => {
    const early = jest.fn();
    on('ui/notify', early);
    send('ui/notify', { message: 'Hello' });
    const late = jest.fn();
    on('ui/notify', late);
    expect(early).toHaveBeenCalledTimes(1);
    expect(early).toHaveBeenCalledWith({ message: 'Hello' });
    expect(late).not.toHaveBeenCalled();
  });

  it('sent before any handler exists wait for the first handler (a remote still loading)', () => {
    send('auth/open', { mode: 'login' });
    const handler = jest.fn();
    on('auth/open', handler);
    expect(handler).toHaveBeenCalledWith({ mode: 'login' });
    const second = jest.fn();
    on('auth/open', second);
    expect(second).not.toHaveBeenCalled();
  });

  it('tell the sender whether they were handled or are waiting for a handler', () => {
    expect(send('cart/toggle', {})).toBe('queued');
    on('cart/toggle', jest.fn());
    expect(send('cart/toggle', {})).toBe('handled');
  });

  it('that waited reach the first handler in the order they were sent, every one of them', () => {
    const sizes = Array.from({ length: 12 }, (_, i) => `${i + 1}kg`);
    for (const size of sizes) send('cart/add', { product, size });
    const handler = jest.fn();
    on('cart/add', handler);
    expect(handler.mock.calls.map(([payload]) => payload.size)).toEqual(sizes);
  });

  it('are refused once MAX_PENDING wait, and the ones waiting are all kept', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (let i = 0; i < MAX_PENDING; i += 1) expect(send('ui/notify', { message: `message ${i}` })).toBe('queued');
    expect(send('ui/notify', { message: 'one too many' })).toBe('refused');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('refused "ui/notify"'));
    const handler = jest.fn();
    on('ui/notify', handler);
    expect(handler).toHaveBeenCalledTimes(MAX_PENDING);
    expect(handler).toHaveBeenNthCalledWith(1, { message: 'message 0' });
    expect(handler).not.toHaveBeenCalledWith({ message: 'one too many' });
    expect(send('ui/notify', { message: 'now handled' })).toBe('handled');
    warn.mockRestore();
  });

  it('that find no handler tell whoever waits for them, each time, and those already waiting at once', () => {
    const told = jest.fn();
    const stop = whenWaiting('cart/toggle', told);
    expect(told).not.toHaveBeenCalled();
    send('cart/toggle', { open: true });
    send('cart/toggle', { open: false });
    expect(told).toHaveBeenCalledTimes(2);
    const late = jest.fn();
    whenWaiting('cart/toggle', late);
    expect(late).toHaveBeenCalledTimes(1);
    stop();
    send('cart/toggle', {});
    expect(told).toHaveBeenCalledTimes(2);
  });

  it('that are handled tell no one who waits for them', () => {
    const told = jest.fn();
    whenWaiting('auth/logout', told);
    on('auth/logout', jest.fn());
    send('auth/logout');
    expect(told).not.toHaveBeenCalled();
  });

  it('carry a product copy for cart/add', () => {
    const handler = jest.fn();
    on('cart/add', handler);
    send('cart/add', { product, size: '10kg' });
    expect(handler).toHaveBeenCalledWith({ product, size: '10kg' });
  });

  it('accept a command without payload', () => {
    const handler = jest.fn();
    on('auth/logout', handler);
    send('auth/logout');
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('validation on receipt', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('drops a state payload that breaks its schema, with a warning', () => {
    const listener = jest.fn();
    subscribe('cart/count', listener);
    // As a remote built against another version of the contracts might publish it.
    publish('cart/count', { count: 'three' } as never);
    expect(listener).not.toHaveBeenCalled();
    expect(getState('cart/count')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cart/count'), expect.anything());
  });

  it('keeps the last valid state when a broken payload arrives', () => {
    publish('cart/count', { count: 2 });
    expect(getState('cart/count')).toEqual({ count: 2 });
    publish('cart/count', { count: -1 });
    expect(getState('cart/count')).toEqual({ count: 2 });
    publish('cart/count', { count: 3 });
    expect(getState('cart/count')).toEqual({ count: 3 });
  });

  it('drops a command payload that breaks its schema, and keeps delivering good ones', () => {
    const handler = jest.fn();
    on('cart/add', handler);
    send('cart/add', { product: { ...product, price: -1 }, size: '5kg' });
    send('cart/add', { product, size: '5kg' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('drops, with a warning and without throwing, a message whose name this copy of the contracts does not know', () => {
    // As a remote built against a newer minor calls it when handed an older copy of the package.
    const topic = 'shop/recently-viewed' as string as 'cart/count';
    const command = 'shop/viewed' as string as 'cart/toggle';
    publish(topic, { count: 1 });
    const listener = jest.fn();
    expect(() => subscribe(topic, listener)).not.toThrow();
    expect(getState(topic)).toBeUndefined();
    const handler = jest.fn();
    on(command, handler);
    expect(() => send(command, { open: true })).not.toThrow();
    expect(listener).not.toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('[bus] dropped "shop/recently-viewed": this copy of the contracts does not know it');
  });

  it('has a schema for every command in the design', () => {
    expect(Object.keys(commands).sort()).toEqual(['auth/logout', 'auth/open', 'cart/add', 'cart/toggle', 'ui/notify']);
  });
});

describe('one bus per page', () => {
  it('is shared by two separately loaded copies of the package', () => {
    let copy!: typeof import('./bus');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      copy = require('./bus');
    });
    expect(copy.publish).not.toBe(publish);
    publish('auth/state', { user: null });
    const listener = jest.fn();
    copy.subscribe('cart/count', listener);
    publish('cart/count', { count: 7 });
    expect(listener).toHaveBeenCalledWith({ count: 7 });
    expect(copy.getState('auth/state')).toEqual({ user: null });
    expect((globalThis as Record<symbol, unknown>)[BUS_KEY]).toBeDefined();
  });

  it('tells whoever waits for a command when another copy sends it, on a channel an older copy made', () => {
    let copy!: typeof import('./bus');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      copy = require('./bus');
    });
    // Sending makes the channel with no `waiting` set, as an older copy does; then another copy asks to be told.
    send('auth/open', { mode: 'login' });
    const told = jest.fn();
    copy.whenWaiting('auth/open', told);
    expect(told).toHaveBeenCalledTimes(1);
    send('auth/open', { mode: 'register' });
    expect(told).toHaveBeenCalledTimes(2);
  });
});
