import { keepingOf, type Keeping } from './routes';

const HOST = 'https://cashcarry.web.app';
const kept = (address: string, { method = 'GET', mode = 'cors' } = {}): Keeping | undefined => keepingOf({ url: new URL(address, HOST), method, mode }, HOST);

describe('what the service worker keeps', () => {
  it('never a thing of Firebase Auth or Firestore, in production or in the emulators, nor any POST', () => {
    for (const address of [
      'https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=AIza',
      'https://securetoken.googleapis.com/v1/token?key=AIza',
      'https://firestore.googleapis.com/v1/projects/cashcarry/databases/(default)/documents/users/u1',
      'https://cashcarry.firebaseapp.com/__/auth/iframe.js',
      'https://apis.google.com/js/api.js',
      'https://www.gstatic.com/firebasejs/ui.js',
      'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo-api-key',
      'http://127.0.0.1:9099/emulator/auth/handler?apiKey=demo',
      'http://127.0.0.1:8080/v1/projects/demo-storefront/databases/(default)/documents/users/u1',
      'http://127.0.0.1:8080/google.firestore.v1.Firestore/Listen/channel',
    ]) {
      expect([address, kept(address)]).toEqual([address, undefined]);
    }
    expect(kept('/token-sync', { method: 'POST' })).toBeUndefined();
    expect(kept('https://shop.cashcarry.web.app/v/7/remoteEntry.js', { method: 'POST' })).toBeUndefined();
    expect(kept('/vitals')).toBeUndefined();
  });

  it('the storefront’s page from the device, at the front door whatever its query', () => {
    expect(kept('/', { mode: 'navigate' })).toBe('shell');
    expect(kept('/?login', { mode: 'navigate' })).toBe('shell');
    expect(kept('/index.html', { mode: 'navigate' })).toBe('shell');
  });

  it('what says which build is live, and the shop’s served views, from the network first', () => {
    expect(kept('/shop/groceries/?page=2', { mode: 'navigate' })).toBe('live');
    expect(kept('/shop/groceries/long-grain-rice/', { mode: 'navigate' })).toBe('live');
    expect(kept('/products.html', { mode: 'navigate' })).toBe('live');
    expect(kept('/env.js')).toBe('live');
    expect(kept('https://shop.cashcarry.web.app/mf-manifest.json')).toBe('live');
    expect(kept('https://shop.cashcarry.web.app/release.json')).toBe('live');
    expect(kept('http://localhost:3002/remoteEntry.js')).toBe('live');
  });

  it('every file of a build under an address that never changes, on any site, for good', () => {
    expect(kept('https://shop.cashcarry.web.app/v/7/remoteEntry.js')).toBe('immutable');
    expect(kept('https://shop.cashcarry.web.app/v/7/mf-manifest.json')).toBe('immutable');
    expect(kept('https://cart.cashcarry.web.app/v/3/__federation_expose_Cart.0123456789.js')).toBe('immutable');
    expect(kept('http://localhost:3002/__federation_expose_Cart.0123456789.css')).toBe('immutable');
    expect(kept('/federation.81a5742d5e.js')).toBe('immutable');
  });

  it('pictures, the products’ and the host’s own, until they expire; nothing else of the host unnamed', () => {
    expect(kept('https://shop.cashcarry.web.app/v/7/assets/long-grain-rice.71719cb638.svg')).toBe('picture');
    expect(kept('http://localhost:3001/assets/plain-flour.faac50f775.svg')).toBe('picture');
    expect(kept('/media/green/bulk-sack.svg')).toBe('picture');
    expect(kept('/media/splash/splash.webm')).toBeUndefined();
    expect(kept('https://elsewhere.example/media/logo.svg')).toBeUndefined();
    expect(kept('/sw.js')).toBeUndefined();
  });

  it('no page of another site, and nothing that is not http', () => {
    expect(kept('https://elsewhere.example/', { mode: 'navigate' })).toBeUndefined();
    expect(kept('chrome-extension://abc/v/1/x.js')).toBeUndefined();
  });
});
