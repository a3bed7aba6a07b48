import { CONFIG_GLOBAL, hadSession, LOCAL_CONFIG, type RuntimeConfig, type SessionUser } from '@storefront/shared';
import { fakeSession } from '../testing/fakeSession';

type Listener = (user: SessionUser | null) => void;

const mockFirebase = { reachable: true, evaluated: 0, openFirebaseSession: jest.fn() };
jest.mock('./firebaseSession', () => {
  if (!mockFirebase.reachable) throw new Error('Loading chunk firebase-session failed');
  mockFirebase.evaluated += 1;
  return { openFirebaseSession: (...args: unknown[]) => mockFirebase.openFirebaseSession(...args) };
});

function watchedSession() {
  const listeners: Listener[] = [];
  const session = fakeSession({
    onUserChange: (listener) => {
      listeners.push(listener);
      return () => undefined;
    },
  });
  return { session, tell: (user: SessionUser | null) => listeners.forEach((listener) => listener(user)) };
}

/** A fresh page's copy of loadSession and of the bus it publishes on. */
async function freshModules() {
  jest.resetModules();
  return { ...(await import('./loadSession')), ...(await import('@storefront/shared')) };
}

/**
 * What the page's /env.js sets before any app code runs. Without it, readRuntimeConfig falls back to the
 * local stack with a console.error, a case shared/src/config/runtimeConfig.test.ts covers.
 */
const PAGE_CONFIG: RuntimeConfig = { ...LOCAL_CONFIG, firebase: { ...LOCAL_CONFIG.firebase, projectId: 'env-js-project' } };

/** jsdom's performance has no marks: the test's stand-in records the one prefetchSessionCode makes. */
const mark = jest.fn();
beforeAll(() => Object.defineProperty(performance, 'mark', { value: mark, configurable: true }));

beforeEach(() => {
  mockFirebase.reachable = true;
  mockFirebase.evaluated = 0;
  mockFirebase.openFirebaseSession.mockReset();
  mark.mockClear();
  Object.assign(globalThis, { [CONFIG_GLOBAL]: PAGE_CONFIG });
});

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[CONFIG_GLOBAL];
});

describe('loadSession', () => {
  it('opens the session once, however often it is asked for', async () => {
    const { session } = watchedSession();
    mockFirebase.openFirebaseSession.mockReturnValue(session);
    const { loadSession } = await freshModules();
    const [first, second] = await Promise.all([loadSession(), loadSession()]);
    expect(first).toBe(session);
    expect(second).toBe(session);
    expect(await loadSession()).toBe(session);
    expect(mockFirebase.openFirebaseSession).toHaveBeenCalledTimes(1);
  });

  it('opens Firebase with the config /env.js put on the page', async () => {
    mockFirebase.openFirebaseSession.mockReturnValue(watchedSession().session);
    const { loadSession } = await freshModules();
    await loadSession();
    expect(mockFirebase.openFirebaseSession).toHaveBeenCalledWith(PAGE_CONFIG);
  });

  it('publishes auth/state only once Firebase has told who is signed in, then on every change', async () => {
    const { session, tell } = watchedSession();
    mockFirebase.openFirebaseSession.mockReturnValue(session);
    const { loadSession, getState } = await freshModules();
    await loadSession();
    expect(getState('auth/state')).toBeUndefined();
    tell({ uid: 'u1', email: 'trader@example.com' });
    expect(getState('auth/state')).toEqual({ user: { uid: 'u1', email: 'trader@example.com' } });
    tell(null);
    expect(getState('auth/state')).toEqual({ user: null });
  });

  it('remembers whether someone is signed in, so that the next page knows whether to fetch Firebase', async () => {
    const { session, tell } = watchedSession();
    mockFirebase.openFirebaseSession.mockReturnValue(session);
    const { loadSession } = await freshModules();
    await loadSession();
    tell({ uid: 'u1', email: 'trader@example.com' });
    expect(hadSession()).toBe(true);
    tell(null);
    expect(hadSession()).toBe(false);
  });

  it('reports unloadable code as a network failure, and tries again next time', async () => {
    const { session } = watchedSession();
    mockFirebase.openFirebaseSession.mockReturnValue(session);
    mockFirebase.reachable = false;
    const { loadSession, SessionUnavailableError } = await freshModules();
    const failed = loadSession();
    await expect(failed).rejects.toBeInstanceOf(SessionUnavailableError);
    await expect(failed).rejects.toMatchObject({ code: 'auth/network-request-failed' });
    mockFirebase.reachable = true;
    await expect(loadSession()).resolves.toBe(session);
  });
});

describe('prefetchSessionCode', () => {
  it('evaluates Firebase’s code without opening a session, and marks auth:warmed', async () => {
    const { prefetchSessionCode, getState } = await freshModules();
    await prefetchSessionCode();
    expect(mockFirebase.evaluated).toBe(1);
    expect(mockFirebase.openFirebaseSession).not.toHaveBeenCalled();
    expect(getState('auth/state')).toBeUndefined();
    expect(mark).toHaveBeenCalledWith('auth:warmed');
  });

  it('leaves loadSession the code already fetched', async () => {
    const { session } = watchedSession();
    mockFirebase.openFirebaseSession.mockReturnValue(session);
    const { prefetchSessionCode, loadSession } = await freshModules();
    await prefetchSessionCode();
    await expect(loadSession()).resolves.toBe(session);
    expect(mockFirebase.evaluated).toBe(1);
    expect(mockFirebase.openFirebaseSession).toHaveBeenCalledTimes(1);
  });

  it('fails quietly, leaving loadSession to fetch again and say why', async () => {
    const { session } = watchedSession();
    mockFirebase.openFirebaseSession.mockReturnValue(session);
    mockFirebase.reachable = false;
    const { prefetchSessionCode, loadSession, SessionUnavailableError } = await freshModules();
    await expect(prefetchSessionCode()).resolves.toBeUndefined();
    expect(mark).not.toHaveBeenCalled();
    await expect(loadSession()).rejects.toBeInstanceOf(SessionUnavailableError);
    mockFirebase.reachable = true;
    await expect(loadSession()).resolves.toBe(session);
  });
});

describe('a record owed by an earlier page', () => {
  afterEach(() => localStorage.clear());

  it('is written once the account’s session is open, without the shopper', async () => {
    const { loadSession } = await freshModules();
    const { owe, isOwed } = await import('./owedRecords');
    const { session, tell } = watchedSession();
    mockFirebase.openFirebaseSession.mockReturnValue(session);
    owe('new-uid');
    await loadSession();
    tell({ uid: 'new-uid', email: 'new@example.com' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(session.saveUserRecord).toHaveBeenCalledTimes(1);
    expect(isOwed('new-uid')).toBe(false);
  });

  it('is left alone for another account', async () => {
    const { loadSession } = await freshModules();
    const { owe } = await import('./owedRecords');
    const { session, tell } = watchedSession();
    mockFirebase.openFirebaseSession.mockReturnValue(session);
    owe('someone-else');
    await loadSession();
    tell({ uid: 'new-uid', email: 'new@example.com' });
    expect(session.saveUserRecord).not.toHaveBeenCalled();
  });
});
