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
    document.head.replaceChildren();
  });

  it('preloads the manifest (with CORS, as the runtime fetches it) and the entry of each remote’s live build, at its site’s root', () => {
    const remotes = {
      shop: 'https://shop.example.com/v2/',
      cart: 'http://localhost:3002/',
      auth: 'http://localhost:3003/mf-manifest.json',
    };
    preloadRemotes(document, { [CONFIG_GLOBAL]: { remotes } });
    expect(hints()).toEqual([
      { href: 'https://shop.example.com/v2/mf-manifest.json', as: 'fetch', crossOrigin: 'anonymous' },
      { href: 'https://shop.example.com/v2/remoteEntry.js', as: 'script', crossOrigin: null },
      { href: 'http://localhost:3002/mf-manifest.json', as: 'fetch', crossOrigin: 'anonymous' },
      { href: 'http://localhost:3002/remoteEntry.js', as: 'script', crossOrigin: null },
      { href: 'http://localhost:3003/mf-manifest.json', as: 'fetch', crossOrigin: 'anonymous' },
      { href: 'http://localhost:3003/remoteEntry.js', as: 'script', crossOrigin: null },
    ]);
  });

  it('skips what is not a web address, and does nothing without a config', () => {
    preloadRemotes(document, { [CONFIG_GLOBAL]: { remotes: { shop: 'not a url', cart: 'javascript:alert(1)', auth: 42 } } });
    preloadRemotes(document, {});
    preloadRemotes(document, { [CONFIG_GLOBAL]: 'broken' });
    expect(hints()).toEqual([]);
  });
});
