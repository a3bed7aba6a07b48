import { CONFIG_GLOBAL, LOCAL_CONFIG } from '@storefront/shared';
import { REMOTE_TIMEOUT_MS } from './remoteContract';

let runtime: ReturnType<typeof fakeRuntime>;
jest.mock('./instance', () => ({ startFederation: () => runtime, watchForGoneFiles: jest.requireActual('./watchGoneFiles').watchForGoneFiles }));

const SITE = 'https://cart.example.com/';
const LIVE = `${SITE}mf-manifest.json`;
const KNOWN_GOOD = `${SITE}v/7/mf-manifest.json`;
const CANDIDATE = `${SITE}v/9/mf-manifest.json`;

type Outcome = 'works' | 'fails' | 'never answers';

function CartLive() {
  return null;
}
function CartKnownGood() {
  return null;
}
function CartCandidate() {
  return null;
}
const COMPONENT: Record<string, () => null> = { [LIVE]: CartLive, [KNOWN_GOOD]: CartKnownGood, [CANDIDATE]: CartCandidate };

function fakeRuntime(outcomes: Record<string, Outcome>) {
  let registered = LIVE;
  const registerRemotes = jest.fn(([remote]: [{ name: string; entry: string }]) => {
    registered = remote.entry;
  });
  const loadRemote = jest.fn(() => {
    const outcome = outcomes[registered];
    if (outcome === 'works') return Promise.resolve({ default: COMPONENT[registered] });
    if (outcome === 'fails') return Promise.reject(new Error(`${registered} answered 500`));
    return new Promise(() => undefined);
  });
  return { registerRemotes, loadRemote };
}

/** The cart site's release file as the page reads it: live build 8 at the root, 7 known-good, 9 a candidate. */
const RELEASE = { live: 8, knownGood: 7, pins: [], builds: [{ id: 9, files: [] }, { id: 8, files: [] }, { id: 7, files: [] }] };

/** A fresh remotes.ts; `release` as an Error means the release file cannot be read. */
function loadRemotes(outcomes: Record<string, Outcome>, { release = RELEASE as object | Error, search = '', served = '' } = {}) {
  (globalThis as Record<string, unknown>)[CONFIG_GLOBAL] = { ...LOCAL_CONFIG, remotes: { cart: SITE, auth: SITE } };
  document.body.innerHTML = served;
  window.history.replaceState(null, '', `/${search}`);
  const fetchFile = jest.fn(async () => {
    if (release instanceof Error) throw release;
    return { ok: true, status: 200, json: async () => release };
  });
  globalThis.fetch = fetchFile as unknown as typeof fetch;
  runtime = fakeRuntime(outcomes);
  let remotes!: typeof import('./remotes');
  let errors!: typeof import('./RemoteUnavailableError');
  let versions!: typeof import('./remoteBuilds');
  let builds!: typeof import('./moveToBuild');
  let gone!: typeof import('./goneFiles');
  jest.isolateModules(() => {
    remotes = jest.requireActual('./remotes');
    errors = jest.requireActual('./RemoteUnavailableError');
    versions = jest.requireActual('./remoteBuilds');
    builds = jest.requireActual('./moveToBuild');
    gone = jest.requireActual('./goneFiles');
  });
  const running = () => versions.useRemoteVersions.getState().running;
  return { ...remotes, RemoteUnavailableError: errors.RemoteUnavailableError, running, runtime, fetchFile, enterBuild: builds.enterBuild, goneFiles: gone.useGoneFiles };
}

describe('loadRemoteComponent: the live build, else the known-good one its site names', () => {
  let warn: jest.SpyInstance;
  let info: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    info.mockRestore();
    jest.useRealTimers();
    delete (globalThis as Record<string, unknown>)[CONFIG_GLOBAL];
  });

  it('loads the live build at the site’s root and reads nothing else first', async () => {
    const { loadRemoteComponent, running, runtime, fetchFile } = loadRemotes({ [LIVE]: 'works', [KNOWN_GOOD]: 'works' });
    await expect(loadRemoteComponent('cart')).resolves.toBe(CartLive);
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(fetchFile).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(running().cart).toEqual({ build: 'live', manifest: LIVE });
  });

  it('loads the known-good build from its own folder when the live one fails, reading the release file past every cache, and says so', async () => {
    const { loadRemoteComponent, RemoteUnavailableError, running, runtime, fetchFile } = loadRemotes({ [LIVE]: 'fails', [KNOWN_GOOD]: 'works' });
    await expect(loadRemoteComponent('cart')).resolves.toBe(CartKnownGood);
    expect(fetchFile).toHaveBeenCalledWith(new URL(`${SITE}release.json`), { cache: 'no-store' });
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'cart', entry: KNOWN_GOOD }], { force: true });
    expect(warn).toHaveBeenCalledWith(`[federation] cart: its live build failed to load; running its known-good build 7 (${KNOWN_GOOD})`, expect.any(RemoteUnavailableError));
    expect(running().cart).toEqual({ build: 'known-good', id: 7, manifest: KNOWN_GOOD });
  });

  it('loads the known-good build when the live one does not answer in time', async () => {
    jest.useFakeTimers();
    const { loadRemoteComponent } = loadRemotes({ [LIVE]: 'never answers', [KNOWN_GOOD]: 'works' });
    const loading = loadRemoteComponent('cart');
    await jest.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS);
    await expect(loading).resolves.toBe(CartKnownGood);
  });

  it('fails, for the slot to show its fallback, when the known-good build fails too', async () => {
    const { loadRemoteComponent, RemoteUnavailableError, running } = loadRemotes({ [LIVE]: 'fails', [KNOWN_GOOD]: 'fails' });
    await expect(loadRemoteComponent('cart')).rejects.toThrow(RemoteUnavailableError);
    expect(running().cart).toBeUndefined();
  });

  it.each([
    ['names the live build as known-good', { ...RELEASE, knownGood: 8 }],
    ['keeps one build at its root only (the local stack, a dev server)', { pins: [], builds: [] }],
    ['cannot be read', new Error('offline')],
  ])('fails at once where the release file %s', async (_case, release) => {
    const { loadRemoteComponent, RemoteUnavailableError, runtime } = loadRemotes({ [LIVE]: 'fails', [KNOWN_GOOD]: 'works' }, { release });
    await expect(loadRemoteComponent('cart')).rejects.toThrow(RemoteUnavailableError);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('after the live build threw while rendering, loads the known-good one, once', async () => {
    const { loadRemoteComponent, running } = loadRemotes({ [LIVE]: 'works', [KNOWN_GOOD]: 'works' });
    await loadRemoteComponent('cart');
    const bug = new Error('render bug');
    await expect(loadRemoteComponent('cart', { error: bug })).resolves.toBe(CartKnownGood);
    expect(warn).toHaveBeenCalledWith(`[federation] cart: its live build threw while rendering; running its known-good build 7 (${KNOWN_GOOD})`, bug);
    expect(running().cart).toMatchObject({ build: 'known-good', id: 7 });
    await expect(loadRemoteComponent('cart', { error: bug })).rejects.toBe(bug);
  });

  it('runs the candidate a release check names, if its site keeps it, with no fallback when it fails', async () => {
    const checked = loadRemotes({ [LIVE]: 'works', [CANDIDATE]: 'works' }, { search: '?cart-candidate=9' });
    await expect(checked.loadRemoteComponent('cart')).resolves.toBe(CartCandidate);
    expect(info).toHaveBeenCalledWith(`[federation] cart: running candidate build 9 (${CANDIDATE})`);
    expect(checked.running().cart).toEqual({ build: 'candidate', id: 9, manifest: CANDIDATE });
    expect(checked.runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'cart', entry: CANDIDATE }], { force: true });

    const broken = loadRemotes({ [LIVE]: 'works', [CANDIDATE]: 'fails', [KNOWN_GOOD]: 'works' }, { search: '?cart-candidate=9' });
    await expect(broken.loadRemoteComponent('cart')).rejects.toThrow(broken.RemoteUnavailableError);
    expect(broken.runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it.each(['12', '../../evil.example.com', ''])('never points the cart anywhere its release file does not keep a build: ?cart-candidate=%s runs the live build', async (asked) => {
    const { loadRemoteComponent, runtime } = loadRemotes({ [LIVE]: 'works' }, { search: `?cart-candidate=${encodeURIComponent(asked)}` });
    await expect(loadRemoteComponent('cart')).resolves.toBe(CartLive);
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(`[federation] cart: build ${asked} is not kept on its site; running its live build`);
  });

  it('fails only that remote, saying which key is missing, where /env.js names no site for it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loadRemoteComponent, forgetRemote, RemoteUnavailableError, runtime, fetchFile } = loadRemotes({ [LIVE]: 'works' });
    await expect(loadRemoteComponent('shop')).rejects.toThrow(RemoteUnavailableError);
    expect(error).toHaveBeenCalledWith('[host] /env.js names no site for the shop remote (no "shop" in its remotes)');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(fetchFile).not.toHaveBeenCalled();
    expect(() => forgetRemote('shop')).not.toThrow();
    await expect(loadRemoteComponent('cart')).resolves.toBe(CartLive);
    error.mockRestore();
  });

  it('starts a Retry again from the live build, afresh', async () => {
    const { loadRemoteComponent, forgetRemote, RemoteUnavailableError, runtime } = loadRemotes({ [LIVE]: 'fails', [KNOWN_GOOD]: 'fails' });
    await expect(loadRemoteComponent('cart')).rejects.toThrow(RemoteUnavailableError);
    forgetRemote('cart');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'cart', entry: LIVE }], { force: true });
  });

  it('keeps a remote loaded ahead of its use, so that the slot mounting it fetches nothing more', async () => {
    const { preloadRemote, loadRemoteComponent, runtime } = loadRemotes({ [LIVE]: 'works' });
    await expect(preloadRemote('cart')).resolves.toBe(true);
    await expect(loadRemoteComponent('cart')).resolves.toBe(CartLive);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('says when a remote could not be loaded ahead of its use, and tries it again at its use', async () => {
    const { preloadRemote, loadRemoteComponent, RemoteUnavailableError, runtime } = loadRemotes({ [LIVE]: 'fails', [KNOWN_GOOD]: 'fails' });
    await expect(preloadRemote('cart')).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith('[federation] cart could not be loaded ahead of its use; it is tried again when it is needed', expect.any(RemoteUnavailableError));
    await expect(loadRemoteComponent('cart')).rejects.toThrow(RemoteUnavailableError);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(4);
  });

  it('shares a warm-up under way with the slot that asks meanwhile: when it fails, that slot is told (its fallback shows), nothing fetched twice', async () => {
    const { preloadRemote, loadRemoteComponent, RemoteUnavailableError, runtime } = loadRemotes({ [LIVE]: 'fails', [KNOWN_GOOD]: 'fails' });
    const warming = preloadRemote('cart');
    const slot = loadRemoteComponent('cart');
    await expect(slot).rejects.toThrow(RemoteUnavailableError);
    await expect(warming).resolves.toBe(false);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('started before /env.js has run (the shop, from the page’s first script), waits for it', async () => {
    const { loadRemoteComponent } = loadRemotes({ [LIVE]: 'works' });
    const config = (globalThis as Record<string, unknown>)[CONFIG_GLOBAL];
    delete (globalThis as Record<string, unknown>)[CONFIG_GLOBAL];
    const parsing = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const script = document.createElement('script');
    script.src = '/env.js';
    document.head.append(script);
    const loading = loadRemoteComponent('cart');
    await Promise.resolve();
    (globalThis as Record<string, unknown>)[CONFIG_GLOBAL] = config;
    script.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(CartLive);
    parsing.mockRestore();
    script.remove();
  });
});

describe('a running remote whose build has gone from its site', () => {
  let warn: jest.SpyInstance;
  let listening: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    listening = jest.spyOn(window, 'addEventListener');
  });
  afterEach(() => {
    // Each test's page is a fresh copy of remotes.ts, which watches the window for as long as the page lives.
    for (const [type, listener, options] of listening.mock.calls) window.removeEventListener(type, listener, options);
    listening.mockRestore();
    warn.mockRestore();
    delete (globalThis as Record<string, unknown>)[CONFIG_GLOBAL];
    document.body.replaceChildren();
  });

  /** `status` is the site's answer for the build's manifest. */
  async function fileFails(src: string, status: number, fetchFile: jest.Mock) {
    fetchFile.mockImplementation(async () => ({ ok: status === 200, status }));
    const script = document.createElement('script');
    script.src = src;
    document.body.append(script);
    script.dispatchEvent(new Event('error'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  it('moves to its live build when it can be swapped while the page runs (the cart): its slot mounts it afresh', async () => {
    const { loadRemoteComponent, runtime, fetchFile, enterBuild, goneFiles } = loadRemotes({ [LIVE]: 'works' });
    await loadRemoteComponent('cart');
    enterBuild('cart', `${SITE}v/4/remoteEntry.js`);
    runtime.registerRemotes.mockClear();
    await fileFails(`${SITE}v/4/checkout.1111111111.js`, 404, fetchFile);
    expect(fetchFile).toHaveBeenCalledWith(`${SITE}v/4/mf-manifest.json`, { method: 'HEAD', cache: 'no-store' });
    expect(goneFiles.getState().moved.cart).toBe(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'cart', entry: LIVE }], { force: true });
    expect(goneFiles.getState().reloadFor).toEqual([]);
  });

  it('asks for the page to be reloaded when it cannot be swapped (auth, whose Firebase session lives as long as the page)', async () => {
    const { loadRemoteComponent, fetchFile, enterBuild, goneFiles } = loadRemotes({ [LIVE]: 'works' });
    await loadRemoteComponent('auth');
    enterBuild('auth', `${SITE}v/4/remoteEntry.js`);
    await fileFails(`${SITE}v/4/user-record.1111111111.js`, 404, fetchFile);
    expect(goneFiles.getState().reloadFor).toEqual(['auth']);
    expect(goneFiles.getState().moved.auth).toBeUndefined();
  });

  it('is left as it is when its build is still there (one missing picture, a failure that passes), or the file belongs to no build the page runs', async () => {
    const { loadRemoteComponent, fetchFile, enterBuild, goneFiles } = loadRemotes({ [LIVE]: 'works' });
    await loadRemoteComponent('cart');
    enterBuild('cart', `${SITE}v/4/remoteEntry.js`);
    await fileFails(`${SITE}v/4/assets/flour.1111111111.svg`, 200, fetchFile);
    await fileFails(`${SITE}v/4/assets/flour.1111111111.svg`, 404, fetchFile);
    await fileFails(`${SITE}v/3/checkout.0000000000.js`, 404, fetchFile);
    expect(fetchFile).toHaveBeenCalledTimes(1);
    expect(goneFiles.getState()).toMatchObject({ moved: {}, reloadFor: [] });
  });
});

describe('a page served with a view of a remote', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[CONFIG_GLOBAL];
    document.body.replaceChildren();
  });

  it('runs the very build the view came from first, and the live build on a Retry', async () => {
    const { loadRemoteComponent, forgetRemote, runtime } = loadRemotes({ [LIVE]: 'works', [KNOWN_GOOD]: 'works' }, { served: `<div id="shop-view" data-served="" data-build="${KNOWN_GOOD}"></div>` });
    await expect(loadRemoteComponent('cart')).resolves.toBe(CartKnownGood);
    forgetRemote('cart');
    await expect(loadRemoteComponent('cart')).resolves.toBe(CartLive);
    expect(runtime.registerRemotes.mock.calls.map(([[{ entry }]]) => entry)).toEqual([KNOWN_GOOD, LIVE]);
  });
});

