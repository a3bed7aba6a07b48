import type { AuthSession } from '../session/AuthSession';

/** A stand-in for the Firebase session: every call succeeds at once unless a test says otherwise. */
export function fakeSession(overrides: Partial<AuthSession> = {}): jest.Mocked<AuthSession> {
  return {
    onUserChange: jest.fn(() => () => undefined),
    currentUser: jest.fn(() => ({ uid: 'new-uid', email: 'new@example.com' })),
    signIn: jest.fn(async () => undefined),
    register: jest.fn(async () => undefined),
    signInWithGoogle: jest.fn(async () => ({ isNewUser: false })),
    saveUserRecord: jest.fn(async () => undefined),
    signOut: jest.fn(async () => undefined),
    ...overrides,
  } as jest.Mocked<AuthSession>;
}

/** A Firebase-shaped failure. */
export const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

/** A promise the test settles when it wants, to look at the page while a request runs. */
export function pending<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
