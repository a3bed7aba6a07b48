import { LOCAL_CONFIG, type RuntimeConfig } from '@storefront/shared';
import * as auth from 'firebase/auth';
import { openFirebaseSession } from './firebaseSession';
import { ensureUserRecord } from './ensureUserRecord';

jest.mock('firebase/app', () => ({ initializeApp: jest.fn(() => ({ name: '[DEFAULT]' })) }));
jest.mock('firebase/auth', () => ({
  initializeAuth: jest.fn(() => fakeAuth),
  indexedDBLocalPersistence: 'indexedDB',
  browserLocalPersistence: 'local',
  browserSessionPersistence: 'session',
  browserPopupRedirectResolver: 'popup resolver',
  connectAuthEmulator: jest.fn(),
  onAuthStateChanged: jest.fn(() => () => undefined),
  onIdTokenChanged: jest.fn(() => () => undefined),
  signInWithEmailAndPassword: jest.fn(async () => ({})),
  createUserWithEmailAndPassword: jest.fn(async () => ({})),
  signInWithPopup: jest.fn(async () => ({})),
  getAdditionalUserInfo: jest.fn(() => ({ isNewUser: true })),
  signOut: jest.fn(async () => undefined),
  GoogleAuthProvider: jest.fn(() => ({ setCustomParameters: jest.fn() })),
}));
jest.mock('./ensureUserRecord', () => ({ ensureUserRecord: jest.fn(async () => undefined) }));

const fakeAuth: { currentUser: { uid: string; email: string | null } | null } = { currentUser: null };
const mocked = jest.mocked(auth);

const PRODUCTION: RuntimeConfig = {
  ...LOCAL_CONFIG,
  firebase: { apiKey: 'AIza-test', authDomain: 'shop.example.com', projectId: 'shop-prod' },
  emulators: undefined,
};

function onPage({ secure }: { secure: boolean }) {
  Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true });
}

beforeEach(() => {
  jest.clearAllMocks();
  fakeAuth.currentUser = null;
  onPage({ secure: true });
});

describe('openFirebaseSession', () => {
  it('uses the emulators when the config names them, and not otherwise', () => {
    openFirebaseSession(LOCAL_CONFIG);
    expect(mocked.connectAuthEmulator).toHaveBeenCalledWith(fakeAuth, 'http://127.0.0.1:9099', { disableWarnings: true });
    mocked.connectAuthEmulator.mockClear();
    openFirebaseSession(PRODUCTION);
    expect(mocked.connectAuthEmulator).not.toHaveBeenCalled();
  });

  it('syncs ID tokens when a same-origin address is configured on a secure page', () => {
    openFirebaseSession({ ...PRODUCTION, tokenSyncUrl: '/__session' });
    expect(mocked.onIdTokenChanged).toHaveBeenCalledTimes(1);
  });

  it('never syncs tokens without an address, on an insecure page, or to another origin', () => {
    openFirebaseSession(PRODUCTION);
    openFirebaseSession({ ...PRODUCTION, tokenSyncUrl: 'https://tracker.example.net/collect' });
    onPage({ secure: false });
    openFirebaseSession({ ...PRODUCTION, tokenSyncUrl: '/__session' });
    expect(mocked.onIdTokenChanged).not.toHaveBeenCalled();
  });

  it('reports the signed-in shopper as { uid, email }, and null when signed out', () => {
    const seen: unknown[] = [];
    openFirebaseSession(LOCAL_CONFIG).onUserChange((user) => seen.push(user));
    const firebaseListener = mocked.onAuthStateChanged.mock.calls[0]![1] as (user: unknown) => void;
    firebaseListener({ uid: 'u1', email: 'trader@example.com', displayName: 'Ignored' });
    firebaseListener({ uid: 'u2', email: null });
    firebaseListener(null);
    expect(seen).toEqual([{ uid: 'u1', email: 'trader@example.com' }, { uid: 'u2', email: '' }, null]);
  });

  it('prepares Google’s popup only when someone signs in with Google, not on every page view', async () => {
    const session = openFirebaseSession(LOCAL_CONFIG);
    expect(mocked.initializeAuth.mock.calls[0]![1]).not.toHaveProperty('popupRedirectResolver');
    expect(mocked.signInWithPopup).not.toHaveBeenCalled();
    await session.signInWithGoogle();
    expect(mocked.signInWithPopup).toHaveBeenCalledWith(fakeAuth, expect.anything(), 'popup resolver');
  });

  it('tells whether a Google sign-in was the account’s first', async () => {
    const session = openFirebaseSession(LOCAL_CONFIG);
    await expect(session.signInWithGoogle()).resolves.toEqual({ isNewUser: true });
    mocked.getAdditionalUserInfo.mockReturnValueOnce(null);
    await expect(session.signInWithGoogle()).resolves.toEqual({ isNewUser: false });
  });

  it('makes sure the signed-in shopper has a record, and refuses when nobody is signed in', async () => {
    const session = openFirebaseSession(LOCAL_CONFIG);
    await expect(session.saveUserRecord()).rejects.toThrow('Nobody is signed in');
    fakeAuth.currentUser = { uid: 'u1', email: 'trader@example.com' };
    await session.saveUserRecord();
    expect(ensureUserRecord).toHaveBeenCalledWith({ name: '[DEFAULT]' }, LOCAL_CONFIG.emulators, 'u1', 'trader@example.com');
  });
});
