import { authErrorMessage, errorCode, GOOGLE_UNREACHABLE, isUnexpected, SIGN_IN_UNREACHABLE, SOMETHING_WENT_WRONG } from './authErrorMessage';

const failure = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('authErrorMessage', () => {
  it.each(['auth/wrong-password', 'auth/user-not-found', 'auth/invalid-credential', 'auth/invalid-login-credentials'])(
    'says the email or password is wrong for %s (emulator and production codes alike)',
    (code) => {
      expect(authErrorMessage(failure(code))).toBe('Wrong email or password. Check both and try again.');
    },
  );

  it('says an email is already registered', () => {
    expect(authErrorMessage(failure('auth/email-already-in-use'))).toBe(
      'This email is already registered. Log in instead, or use another email.',
    );
  });

  it("explains Firebase's 6-character minimum for a weak password", () => {
    expect(authErrorMessage(failure('auth/weak-password'))).toBe('That password is too weak. Use at least 6 characters.');
  });

  it('asks the person to wait after too many attempts', () => {
    expect(authErrorMessage(failure('auth/too-many-requests'))).toBe('Too many attempts. Wait a few minutes, then try again.');
  });

  it('says sign-in is unreachable when the network is down', () => {
    expect(authErrorMessage(failure('auth/network-request-failed'))).toBe(SIGN_IN_UNREACHABLE);
    expect(SIGN_IN_UNREACHABLE).toMatch(/^Sign-in is unreachable right now\./);
  });

  it('says Google sign-in is unreachable, and that email sign-in still works, when Google’s script cannot load', () => {
    // What Firebase rejects with when apis.google.com's api.js fails: the script's error event as customData.
    const scriptFailed = Object.assign(failure('auth/internal-error'), { customData: new Event('error') });
    expect(authErrorMessage(scriptFailed)).toBe(GOOGLE_UNREACHABLE);
    expect(GOOGLE_UNREACHABLE).toBe(
      'Google sign-in cannot be reached right now. You can still log in or register with your email and password.',
    );
    expect(isUnexpected(scriptFailed)).toBe(false);
  });

  it.each(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'])(
    'says the Google window was closed for %s',
    (code) => {
      expect(authErrorMessage(failure(code))).toBe(
        'The Google window was closed before sign-in finished. Try again when you are ready.',
      );
    },
  );

  it('says the browser blocked the Google window', () => {
    expect(authErrorMessage(failure('auth/popup-blocked'))).toBe(
      'Your browser blocked the Google window. Allow pop-ups for this site, then try again.',
    );
  });

  it('falls back to a generic sentence for anything else, without leaking the raw error', () => {
    expect(authErrorMessage(failure('auth/internal-error'))).toBe(SOMETHING_WENT_WRONG);
    expect(authErrorMessage(new Error('boom'))).toBe(SOMETHING_WENT_WRONG);
    expect(authErrorMessage('boom')).toBe(SOMETHING_WENT_WRONG);
    expect(authErrorMessage(null)).toBe(SOMETHING_WENT_WRONG);
  });

  it('does not take inherited properties for known codes', () => {
    expect(authErrorMessage(failure('toString'))).toBe(SOMETHING_WENT_WRONG);
  });
});

describe('errorCode and isUnexpected', () => {
  it('read the code a Firebase error carries', () => {
    expect(errorCode(failure('auth/weak-password'))).toBe('auth/weak-password');
    expect(errorCode({ code: 42 })).toBeUndefined();
    expect(errorCode(undefined)).toBeUndefined();
  });

  it('flag only errors without a sentence of their own', () => {
    expect(isUnexpected(failure('auth/wrong-password'))).toBe(false);
    expect(isUnexpected(failure('auth/internal-error'))).toBe(true);
    expect(isUnexpected(new Error('boom'))).toBe(true);
  });
});
