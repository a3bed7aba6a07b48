import { on } from '@storefront/shared';
import { useAuthUiStore } from '../store/authUiStore';
import type { AuthSession } from './AuthSession';
import {
  continueWithGoogle,
  LOGIN_SUCCESSFUL,
  logIn,
  logOut,
  register,
  REGISTRATION_SUCCESSFUL,
} from './authFlows';
import { loadSession } from './loadSession';
import { isOwed } from './owedRecords';
import { fakeSession, firebaseError } from '../testing/fakeSession';
import { NEEDS_CONNECTION } from '../errors/authErrorMessage';

jest.mock('./loadSession');
const mockedLoadSession = jest.mocked(loadSession);

const initialUi = useAuthUiStore.getState();
const ui = () => useAuthUiStore.getState();
let notices: string[];
let warn: jest.SpyInstance;

beforeEach(() => {
  useAuthUiStore.setState(initialUi, true);
  notices = [];
  on('ui/notify', ({ message }) => notices.push(message));
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  localStorage.clear();
});

function using(session: AuthSession) {
  mockedLoadSession.mockResolvedValue(session);
  return session;
}

describe('logIn', () => {
  it('signs in, closes the dialog and says "Login successful!"', async () => {
    const session = using(fakeSession());
    ui().open('login');
    await logIn({ email: 'trader@example.com', password: 'bulk-buyer' });
    expect(session.signIn).toHaveBeenCalledWith('trader@example.com', 'bulk-buyer');
    expect(ui()).toMatchObject({ mode: null, activity: null, error: null });
    expect(notices).toEqual([LOGIN_SUCCESSFUL]);
  });

  it('then makes sure the account has its record, so a registration whose record was lost is repaired', async () => {
    const session = using(fakeSession());
    ui().open('login');
    await logIn({ email: 'trader@example.com', password: 'bulk-buyer' });
    expect(session.saveUserRecord).toHaveBeenCalledTimes(1);
    expect(jest.mocked(session.saveUserRecord).mock.invocationCallOrder[0]).toBeGreaterThan(jest.mocked(session.signIn).mock.invocationCallOrder[0]!);
  });

  it('stays signed in and confirmed when the record cannot be checked, and only logs it', async () => {
    using(fakeSession({ saveUserRecord: jest.fn().mockRejectedValue(new Error('unavailable')) }));
    ui().open('login');
    await logIn({ email: 'trader@example.com', password: 'bulk-buyer' });
    expect(ui()).toMatchObject({ mode: null, activity: null, error: null });
    expect(notices).toEqual([LOGIN_SUCCESSFUL]);
    expect(warn).toHaveBeenCalledWith('[auth] users/{uid} could not be checked or repaired', expect.any(Error));
  });

  it('makes sure of no record when the sign-in failed', async () => {
    const session = using(fakeSession({ signIn: jest.fn().mockRejectedValue(firebaseError('auth/invalid-credential')) }));
    ui().open('login');
    await logIn({ email: 'trader@example.com', password: 'wrong' });
    expect(session.saveUserRecord).not.toHaveBeenCalled();
  });

  it('is busy while the request runs', async () => {
    let finish!: () => void;
    using(fakeSession({ signIn: () => new Promise<void>((resolve) => (finish = resolve)) }));
    ui().open('login');
    const running = logIn({ email: 'trader@example.com', password: 'x' });
    await Promise.resolve();
    expect(ui().activity).toBe('login');
    finish();
    await running;
    expect(ui().activity).toBeNull();
  });

  it('keeps the dialog open with a plain sentence on wrong credentials, logging nothing', async () => {
    using(fakeSession({ signIn: jest.fn().mockRejectedValue(firebaseError('auth/invalid-credential')) }));
    ui().open('login');
    await logIn({ email: 'trader@example.com', password: 'wrong' });
    expect(ui()).toMatchObject({ mode: 'login', activity: null, error: 'Wrong email or password. Check both and try again.' });
    expect(notices).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('says sign-in is unreachable when Firebase cannot even be loaded', async () => {
    mockedLoadSession.mockRejectedValue(firebaseError('auth/network-request-failed'));
    ui().open('login');
    await logIn({ email: 'trader@example.com', password: 'x' });
    expect(ui().error).toMatch(/^Sign-in is unreachable right now\./);
  });

  it('logs an unexpected failure for the team and shows a generic sentence', async () => {
    using(fakeSession({ signIn: jest.fn().mockRejectedValue(new Error('boom')) }));
    ui().open('login');
    await logIn({ email: 'trader@example.com', password: 'x' });
    expect(ui().error).toBe('Something went wrong. Please try again.');
    expect(warn).toHaveBeenCalledWith('[auth] login failed', expect.any(Error));
  });
});

describe('register', () => {
  it('creates the account, writes its record, then says "Registration successful!"', async () => {
    const session = using(fakeSession());
    ui().open('register');
    await register({ email: 'new@example.com', password: 'bulk-buyer' });
    expect(session.register).toHaveBeenCalledWith('new@example.com', 'bulk-buyer');
    expect(session.saveUserRecord).toHaveBeenCalledTimes(1);
    expect(ui().mode).toBeNull();
    expect(notices).toEqual([REGISTRATION_SUCCESSFUL]);
  });

  it('writes no record when the account was not created', async () => {
    const session = using(fakeSession({ register: jest.fn().mockRejectedValue(firebaseError('auth/email-already-in-use')) }));
    ui().open('register');
    await register({ email: 'taken@example.com', password: 'bulk-buyer' });
    expect(session.saveUserRecord).not.toHaveBeenCalled();
    expect(ui().error).toBe('This email is already registered. Log in instead, or use another email.');
  });

  it('confirms the registration when the record could not be written yet, and keeps the record owed for later', async () => {
    const session = using(fakeSession({ saveUserRecord: jest.fn().mockRejectedValueOnce(new Error('permission-denied')) }));
    ui().open('register');
    await register({ email: 'new@example.com', password: 'bulk-buyer' });
    expect(ui()).toMatchObject({ mode: null, activity: null, error: null });
    expect(notices).toEqual([REGISTRATION_SUCCESSFUL]);
    expect(session.saveUserRecord).toHaveBeenCalledTimes(1);
    expect(isOwed('new-uid')).toBe(true);
  });

  it('owes nothing once the record is written', async () => {
    using(fakeSession());
    await register({ email: 'new@example.com', password: 'bulk-buyer' });
    expect(isOwed('new-uid')).toBe(false);
  });
});

describe('continueWithGoogle', () => {
  it('writes the record on a first sign-in and says "Registration successful!"', async () => {
    const session = using(fakeSession({ signInWithGoogle: jest.fn(async () => ({ isNewUser: true })) }));
    ui().open('login');
    await continueWithGoogle();
    expect(session.saveUserRecord).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([REGISTRATION_SUCCESSFUL]);
  });

  it('says "Login successful!" for a returning account, then makes sure its record exists', async () => {
    const session = using(fakeSession({ signInWithGoogle: jest.fn(async () => ({ isNewUser: false })) }));
    ui().open('register');
    await continueWithGoogle();
    expect(session.saveUserRecord).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([LOGIN_SUCCESSFUL]);
    expect(ui().mode).toBeNull();
  });

  it('keeps a returning account signed in when its record cannot be checked, and only logs it', async () => {
    using(
      fakeSession({
        signInWithGoogle: jest.fn(async () => ({ isNewUser: false })),
        saveUserRecord: jest.fn().mockRejectedValue(new Error('unavailable')),
      }),
    );
    ui().open('login');
    await continueWithGoogle();
    expect(ui()).toMatchObject({ mode: null, error: null });
    expect(notices).toEqual([LOGIN_SUCCESSFUL]);
    expect(warn).toHaveBeenCalledWith('[auth] users/{uid} could not be checked or repaired', expect.any(Error));
  });

  it('says so when the person closes the popup', async () => {
    using(fakeSession({ signInWithGoogle: jest.fn().mockRejectedValue(firebaseError('auth/popup-closed-by-user')) }));
    ui().open('login');
    await continueWithGoogle();
    expect(ui()).toMatchObject({ mode: 'login', error: 'The Google window was closed before sign-in finished. Try again when you are ready.' });
  });
});

describe('logOut', () => {
  it('signs out of Firebase', async () => {
    const session = using(fakeSession());
    await logOut();
    expect(session.signOut).toHaveBeenCalledTimes(1);
  });

  it('logs, and does not throw, when signing out fails', async () => {
    using(fakeSession({ signOut: jest.fn().mockRejectedValue(new Error('storage locked')) }));
    await expect(logOut()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[auth] sign-out failed', expect.any(Error));
  });
});

describe('offline', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says that logging in and registering need a connection, without asking Firebase, and keeps the dialog open', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const session = using(fakeSession());
    ui().open('login');
    await logIn({ email: 'trader@example.com', password: 'bulk-buyer' });
    expect(ui()).toMatchObject({ mode: 'login', activity: null, error: NEEDS_CONNECTION.login });
    ui().open('register');
    await register({ email: 'trader@example.com', password: 'bulk-buyer' });
    expect(ui().error).toBe(NEEDS_CONNECTION.register);
    await continueWithGoogle();
    expect(ui().error).toBe(NEEDS_CONNECTION.google);
    expect(session.signIn).not.toHaveBeenCalled();
    expect(session.register).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
  });
});
