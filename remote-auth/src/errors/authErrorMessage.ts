/**
 * Turns what Firebase rejects with into one plain sentence for the person at the dialog. The original
 * only logged these; a shopper needs to know what to do next.
 */
const WRONG_CREDENTIALS = 'Wrong email or password. Check both and try again.';
const POPUP_CLOSED = 'The Google window was closed before sign-in finished. Try again when you are ready.';
const WEAK_PASSWORD = 'That password is too weak. Use at least 6 characters.';

export const SIGN_IN_UNREACHABLE = 'Sign-in is unreachable right now. Check your connection and try again in a moment.';
/** Said before trying, where the browser knows it has no network: Firebase would only time out. */
export const NEEDS_CONNECTION = {
  login: 'You’re offline. Logging in needs a connection: try again once you’re back online.',
  google: 'You’re offline. Logging in needs a connection: try again once you’re back online.',
  register: 'You’re offline. Registering needs a connection: try again once you’re back online.',
} as const;
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';
export const GOOGLE_UNREACHABLE =
  'Google sign-in cannot be reached right now. You can still log in or register with your email and password.';

const MESSAGES: ReadonlyMap<string, string> = new Map(Object.entries({
  // The emulator and older projects name the cause; projects with email-enumeration protection do not.
  'auth/wrong-password': WRONG_CREDENTIALS,
  'auth/user-not-found': WRONG_CREDENTIALS,
  'auth/invalid-credential': WRONG_CREDENTIALS,
  'auth/invalid-login-credentials': WRONG_CREDENTIALS,
  'auth/invalid-email': 'Enter a valid email address, like name@example.com',
  'auth/missing-password': 'Password is required',
  'auth/email-already-in-use': 'This email is already registered. Log in instead, or use another email.',
  'auth/account-exists-with-different-credential':
    'This email is already registered with a password. Log in with your email and password instead.',
  'auth/weak-password': WEAK_PASSWORD,
  // A project can require more than Firebase's minimum.
  'auth/password-does-not-meet-requirements':
    'That password does not meet our password rules. Try a longer one that mixes letters, numbers and symbols.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes, then try again.',
  'auth/user-disabled': 'This account has been disabled. Please contact us.',
  'auth/network-request-failed': SIGN_IN_UNREACHABLE,
  'auth/timeout': SIGN_IN_UNREACHABLE,
  'auth/popup-closed-by-user': POPUP_CLOSED,
  'auth/cancelled-popup-request': POPUP_CLOSED,
  'auth/user-cancelled': POPUP_CLOSED,
  'auth/popup-blocked': 'Your browser blocked the Google window. Allow pop-ups for this site, then try again.',
  'auth/operation-not-allowed': 'This way of signing in is not available right now. Try another one.',
}));

/** The `code` a Firebase error carries ("auth/wrong-password"), if any. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/**
 * Whether Google's own scripts could not be loaded. Email sign-in loads none: only the Google popup
 * does (apis.google.com's api.js, then its iframe), and Firebase rejects a script that fails to load with
 * an internal error whose `customData` is the script's error event. Offline, or where Google is blocked,
 * this is what "Continue with Google" gets.
 */
function googleScriptFailed(error: unknown): boolean {
  if (errorCode(error) !== 'auth/internal-error') return false;
  const data = (error as { customData?: unknown }).customData;
  return typeof Event !== 'undefined' && data instanceof Event;
}

/** Whether the sentence for this error is our generic one, i.e. the cause is worth logging. */
export function isUnexpected(error: unknown): boolean {
  const code = errorCode(error);
  return !googleScriptFailed(error) && (code === undefined || !MESSAGES.has(code));
}

export function authErrorMessage(error: unknown): string {
  if (googleScriptFailed(error)) return GOOGLE_UNREACHABLE;
  const code = errorCode(error);
  return (code !== undefined && MESSAGES.get(code)) || SOMETHING_WENT_WRONG;
}
