import { CONFIG_GLOBAL, LOCAL_CONFIG } from '@storefront/shared';
import { REMOTE_TIMEOUT_MS } from './remoteContract';

let runtime: ReturnType<typeof fakeRuntime>;
jest.mock('./instance', () => ({ startFederation: () => runtime }));

const CURRENT = 'https://cart.example.com/v/8/mf-manifest.json';
const PREVIOUS = 'https://cart.example.com/v/7/mf-manifest.json';

/** What each manifest does when the runtime loads the cart from it. */
type Outcome = 'works' | 'fails' | 'never answers';

function CartV7() {
  return null;
}
function CartV8() {
  return null;
}
const COMPONENT: Record<string, () => null> = { [CURRENT]: CartV8, [PREVIOUS]: CartV7 };

/** A federation runtime standing in for the real one: it loads the cart from whichever manifest is registered. */
function fakeRuntime(outcomes: Record<string, Outcome>) {
  let registered = CURRENT;
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

/** remotes.ts with a fresh module state, on a runtime whose cart versions behave as given. */
function loadRemotes(outcomes: Record<string, Outcome>, previous: string | null = PREVIOUS) {
  (globalThis as Record<string, unknown>)[CONFIG_GLOBAL] = {
    ...LOCAL_CONFIG,
    remotes: { ...LOCAL_CONFIG.remotes, cart: CURRENT },
    ...(previous ? { previousRemotes: { cart: previous } } : {}),
  };
  runtime = fakeRuntime(outcomes);
  let remotes!: typeof import('./remotes');
  let errors!: typeof import('./RemoteUnavailableError');
  let versions!: typeof import('./remoteVersions');
  jest.isolateModules(() => {
    remotes = jest.requireActual('./remotes');
    errors = jest.requireActual('./RemoteUnavailableError');
    versions = jest.requireActual('./remoteVersions');
  });
  const running = () => versions.useRemoteVersions.getState().running;
  return { ...remotes, RemoteUnavailableError: errors.RemoteUnavailableError, running, runtime };
}

describe('loadRemoteComponent: the current version, else the last known good one', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    jest.useRealTimers();
    delete (globalThis as Record<string, unknown>)[CONFIG_GLOBAL];
  });

  it('loads the current version when it works, and never touches the previous one', async () => {
    const { loadRemoteComponent, running, runtime } = loadRemotes({ [CURRENT]: 'works', [PREVIOUS]: 'works' });
    await expect(loadRemoteComponent('cart')).resolves.toBe(CartV8);
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(running().cart).toEqual({ version: 'current', manifest: CURRENT });
  });

  it('loads the previous version when the current one fails, and says which version failed', async () => {
    const { loadRemoteComponent, RemoteUnavailableError, running, runtime } = loadRemotes({ [CURRENT]: 'fails', [PREVIOUS]: 'works' });
    await expect(loadRemoteComponent('cart')).resolves.toBe(CartV7);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'cart', entry: PREVIOUS }], { force: true });
    expect(warn).toHaveBeenCalledWith(`[federation] cart: version ${CURRENT} failed to load; loading its previous version, ${PREVIOUS}`, expect.any(RemoteUnavailableError));
    expect(running().cart).toEqual({ version: 'previous', manifest: PREVIOUS });
  });

  it('loads the previous version when the current one does not answer in time', async () => {
    jest.useFakeTimers();
    const { loadRemoteComponent } = loadRemotes({ [CURRENT]: 'never answers', [PREVIOUS]: 'works' });
    const loading = loadRemoteComponent('cart');
    await jest.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS);
    await expect(loading).resolves.toBe(CartV7);
  });

  it('fails, for the slot to show its fallback, when the previous version fails too', async () => {
    const { loadRemoteComponent, RemoteUnavailableError, running } = loadRemotes({ [CURRENT]: 'fails', [PREVIOUS]: 'fails' });
    await expect(loadRemoteComponent('cart')).rejects.toThrow(RemoteUnavailableError);
    expect(running().cart).toBeUndefined();
  });

  it('fails at once where the environment names no previous version', async () => {
    const { loadRemoteComponent, RemoteUnavailableError, runtime } = loadRemotes({ [CURRENT]: 'fails' }, null);
    await expect(loadRemoteComponent('cart')).rejects.toThrow(RemoteUnavailableError);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('starts a Retry again from the current version', async () => {
    const { loadRemoteComponent, forgetRemote, RemoteUnavailableError, runtime } = loadRemotes({ [CURRENT]: 'fails', [PREVIOUS]: 'fails' });
    await expect(loadRemoteComponent('cart')).rejects.toThrow(RemoteUnavailableError);
    forgetRemote('cart');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'cart', entry: CURRENT }], { force: true });
  });
});
