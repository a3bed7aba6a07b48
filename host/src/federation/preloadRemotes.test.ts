import { CONFIG_GLOBAL } from '@storefront/shared';
import { preloadRemotes } from './preloadRemotes';

const hints = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));

describe('preloadRemotes', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.head.replaceChildren();
  });

  it('preloads each remote’s manifest (with CORS, as the runtime fetches it) and its entry, wherever they live', async () => {
    const remotes = {
      shop: 'https://shop.example.com/v2/mf-manifest.json',
      cart: 'http://localhost:3002/mf-manifest.json',
      auth: 'http://localhost:3003/mf-manifest.json',
    };
    await preloadRemotes(document, { [CONFIG_GLOBAL]: { remotes } });
    expect(hints()).toEqual([
      { href: 'https://shop.example.com/v2/mf-manifest.json', as: 'fetch', crossOrigin: 'anonymous' },
      { href: 'https://shop.example.com/v2/remoteEntry.js', as: 'script', crossOrigin: null },
      { href: 'http://localhost:3002/mf-manifest.json', as: 'fetch', crossOrigin: 'anonymous' },
      { href: 'http://localhost:3002/remoteEntry.js', as: 'script', crossOrigin: null },
      { href: 'http://localhost:3003/mf-manifest.json', as: 'fetch', crossOrigin: 'anonymous' },
      { href: 'http://localhost:3003/remoteEntry.js', as: 'script', crossOrigin: null },
    ]);
  });

  it('asks for each remote’s pair in a task of its own, after the caller’s', async () => {
    jest.useFakeTimers();
    const remotes = { shop: 'http://localhost:3001/mf-manifest.json', cart: 'http://localhost:3002/mf-manifest.json' };
    const done = preloadRemotes(document, { [CONFIG_GLOBAL]: { remotes } });
    expect(hints()).toHaveLength(0);
    await jest.runOnlyPendingTimersAsync();
    expect(hints()).toHaveLength(2);
    await jest.runOnlyPendingTimersAsync();
    expect(hints()).toHaveLength(4);
    await done;
  });

  it('skips what is not a web address, and does nothing without a config', async () => {
    await preloadRemotes(document, { [CONFIG_GLOBAL]: { remotes: { shop: 'not a url', cart: 'javascript:alert(1)', auth: 42 } } });
    await preloadRemotes(document, {});
    await preloadRemotes(document, { [CONFIG_GLOBAL]: 'broken' });
    expect(hints()).toEqual([]);
  });
});
