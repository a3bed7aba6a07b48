import { send } from '@storefront/shared';
import { authErrorMessage, isUnexpected, NEEDS_CONNECTION } from '../errors/authErrorMessage';
import { useAuthUiStore, type AuthActivity } from '../store/authUiStore';
import type { Credentials } from './credentialsSchemas';
import type { AuthSession } from './AuthSession';
import { loadSession } from './loadSession';
import { owe, payOwedRecord } from './owedRecords';

/** The confirmations of a sign-in, a registration and a logout, shown by the host's notification bar for 3 s. */
export const LOGIN_SUCCESSFUL = 'Login successful!';
export const REGISTRATION_SUCCESSFUL = 'Registration successful!';

const ui = () => useAuthUiStore.getState();

function succeed(message: string): void {
  ui().succeed();
  send('ui/notify', { message });
}

/** Runs one sign-in step; a failure becomes the sentence the dialog shows, and undefined is returned. */
async function attempt<T>(activity: Exclude<AuthActivity, 'record'>, step: (session: AuthSession) => Promise<T>): Promise<{ value: T } | undefined> {
  if (!navigator.onLine) {
    ui().fail(NEEDS_CONNECTION[activity]);
    return undefined;
  }
  ui().start(activity);
  try {
    return { value: await step(await loadSession()) };
  } catch (error) {
    if (isUnexpected(error)) console.warn(`[auth] ${activity} failed`, error);
    ui().fail(authErrorMessage(error));
    return undefined;
  }
}

/**
 * A returning shopper's record is made sure of after the sign-in is confirmed, without holding it up: a
 * registration whose record could not be written, in a browser that has not kept it owed, is repaired on
 * the next sign-in. A failure here is only logged; the sign-in after tries again.
 */
async function repairRecord(): Promise<void> {
  try {
    await (await loadSession()).saveUserRecord();
  } catch (error) {
    console.warn('[auth] users/{uid} could not be checked or repaired', error);
  }
}

/**
 * Every new account gets its users/{uid} record. The account exists and is signed in whatever becomes of
 * the write, so the registration is confirmed either way: a record not written yet is owed, and written
 * without the shopper once it can be (owedRecords.ts).
 */
async function saveRecordThenConfirm(): Promise<void> {
  ui().start('record');
  const session = await loadSession();
  const user = session.currentUser();
  if (user) {
    owe(user.uid);
    await payOwedRecord(session, user.uid);
  }
  succeed(REGISTRATION_SUCCESSFUL);
}

export async function logIn({ email, password }: Credentials): Promise<void> {
  const done = await attempt('login', (session) => session.signIn(email, password));
  if (!done) return;
  succeed(LOGIN_SUCCESSFUL);
  await repairRecord();
}

export async function register({ email, password }: Credentials): Promise<void> {
  const done = await attempt('register', (session) => session.register(email, password));
  if (done) await saveRecordThenConfirm();
}

/** Google's popup signs in and registers alike: a first sign-in is a registration, a later one a login. */
export async function continueWithGoogle(): Promise<void> {
  const done = await attempt('google', (session) => session.signInWithGoogle());
  if (!done) return;
  if (done.value.isNewUser) return saveRecordThenConfirm();
  succeed(LOGIN_SUCCESSFUL);
  await repairRecord();
}

export async function logOut(): Promise<void> {
  try {
    await (await loadSession()).signOut();
  } catch (error) {
    console.warn('[auth] sign-out failed', error);
  }
}
