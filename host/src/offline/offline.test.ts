import { keepForOffline, OFFLINE_NOTICE, sayWhenOffline, WORKER_URL } from './offline';

describe('the offline notice', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is in the page from the start, empty, and says the sentence while the network is gone', () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    sayWhenOffline();
    const notice = document.querySelector('[data-testid="offline-notice"]');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent(/^$/);
    online.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(notice).toHaveTextContent(OFFLINE_NOTICE);
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(notice).toHaveTextContent(/^$/);
  });
});

describe('the service worker', () => {
  it('is registered never from the HTTP cache, and given what the visit fetched before it took control', async () => {
    const postMessage = jest.fn();
    const register = jest.fn().mockResolvedValue({});
    const nav = { serviceWorker: { register, ready: Promise.resolve({ active: { postMessage } }) } } as unknown as Navigator;
    const perf = { getEntriesByType: () => [{ name: 'http://localhost:3001/assets/plain-flour.faac50f775.svg' }] } as unknown as Performance;
    await keepForOffline(nav, perf);
    expect(register).toHaveBeenCalledWith(WORKER_URL, { updateViaCache: 'none' });
    expect(postMessage).toHaveBeenCalledWith({ type: 'CACHE_URLS', payload: { urlsToCache: ['http://localhost:3001/assets/plain-flour.faac50f775.svg'] } });
  });

  it('not registered is only a word in the console: the page goes on from the network', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const nav = { serviceWorker: { register: jest.fn().mockRejectedValue(new TypeError('blocked')) } } as unknown as Navigator;
    await expect(keepForOffline(nav, performance)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not registered'), expect.any(TypeError));
    await expect(keepForOffline({} as Navigator, performance)).resolves.toBeUndefined();
  });
});
