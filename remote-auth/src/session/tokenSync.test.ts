import { createTokenSync, tokenSyncTarget } from './tokenSync';

const securePage = { isSecureContext: true, location: { origin: 'https://shop.example.com' } };

describe('tokenSyncTarget', () => {
  it('resolves a configured same-origin address on a secure page', () => {
    expect(tokenSyncTarget('/__session', securePage)).toBe('https://shop.example.com/__session');
    expect(tokenSyncTarget('https://shop.example.com/api/session', securePage)).toBe('https://shop.example.com/api/session');
  });

  it('is off when no address is configured', () => {
    expect(tokenSyncTarget(undefined, securePage)).toBeNull();
    expect(tokenSyncTarget('', securePage)).toBeNull();
  });

  it('is off on a page that is not a secure context', () => {
    expect(tokenSyncTarget('/__session', { ...securePage, isSecureContext: false })).toBeNull();
  });

  it('is off for another origin, including another scheme or port', () => {
    expect(tokenSyncTarget('https://evil.example.net/collect', securePage)).toBeNull();
    expect(tokenSyncTarget('http://shop.example.com/__session', securePage)).toBeNull();
    expect(tokenSyncTarget('https://shop.example.com:8443/__session', securePage)).toBeNull();
    expect(tokenSyncTarget('//evil.example.net/collect', securePage)).toBeNull();
  });

  it('is off for an address that cannot be parsed', () => {
    expect(tokenSyncTarget('http://[broken', securePage)).toBeNull();
  });
});

describe('createTokenSync', () => {
  const target = 'https://shop.example.com/__session';
  const user = (token: string) => ({ getIdToken: jest.fn(async () => token) });
  const setup = () => {
    const send = jest.fn(async (_url: string, _init: RequestInit) => ({ ok: true, status: 200 }));
    const warn = jest.fn();
    return { send, warn, sync: createTokenSync(target, send, warn) };
  };

  it('POSTs the ID token as a bearer token on every token change', async () => {
    const { send, sync } = setup();
    await sync(user('token-1'));
    await sync(user('token-2'));
    expect(send.mock.calls).toEqual([
      [target, { method: 'POST', headers: { Authorization: 'Bearer token-1' }, credentials: 'same-origin' }],
      [target, { method: 'POST', headers: { Authorization: 'Bearer token-2' }, credentials: 'same-origin' }],
    ]);
  });

  it('DELETEs once on sign-out', async () => {
    const { send, sync } = setup();
    await sync(user('token-1'));
    await sync(null);
    await sync(null);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith(target, { method: 'DELETE', credentials: 'same-origin' });
  });

  it('sends nothing for a visitor who never signed in', async () => {
    const { send, sync } = setup();
    await sync(null);
    expect(send).not.toHaveBeenCalled();
  });

  it('never lets a sign-out overtake the token sent before it', async () => {
    const order: string[] = [];
    let releaseToken!: (token: string) => void;
    const token = new Promise<string>((resolve) => (releaseToken = resolve));
    const slowUser = { getIdToken: () => token };
    const send = jest.fn(async (_url: string, init: RequestInit) => {
      order.push(String(init.method));
      return { ok: true, status: 200 };
    });
    const sync = createTokenSync(target, send, jest.fn());
    const first = sync(slowUser);
    const second = sync(null);
    releaseToken('token-1');
    await Promise.all([first, second]);
    expect(order).toEqual(['POST', 'DELETE']);
  });

  it('logs a failed or refused request instead of throwing, and keeps syncing', async () => {
    const { send, warn, sync } = setup();
    send.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(sync(user('token-1'))).resolves.toBeUndefined();
    send.mockResolvedValueOnce({ ok: false, status: 503 });
    await sync(user('token-2'));
    await sync(user('token-3'));
    expect(warn).toHaveBeenCalledWith('[auth] token sync failed', expect.any(TypeError));
    expect(warn).toHaveBeenCalledWith('[auth] token sync POST answered 503');
    expect(send).toHaveBeenCalledTimes(3);
  });
});
