import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

const AUTH_EMULATOR = 'http://127.0.0.1:9099';
/**
 * The password of every account this run registers, made for the run: a release's journeys register on
 * the real project, and no password the repository holds may open an account there.
 */
export const PASSWORD = randomBytes(18).toString('base64url');

/** What the page's `/env.js` names: the Firebase project it signs in to, and the emulators on the local stack. */
interface FirebaseSettings {
  firebase: { apiKey: string; projectId: string };
  emulators?: { auth: string; firestore: { host: string; port: number } };
}

/** An account registerThroughUi made, to delete when its test ends; `page`: the address it was made from. */
interface Made extends FirebaseSettings {
  email: string;
  password: string;
  page: string;
}
const made: Made[] = [];

let counter = 0;
/** A fresh address per call, so tests never collide in the emulator. */
export function uniqueEmail(prefix = 'trader'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}

/** Signs in through the emulator's REST API, as the web SDK would: the account's uid, and an ID token to read with. */
export async function emulatorSignIn(email: string, password = PASSWORD): Promise<{ uid: string; idToken: string }> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { localId: string; idToken: string };
  expect(response.ok, JSON.stringify(body)).toBe(true);
  return { uid: body.localId, idToken: body.idToken };
}

/** Whether the account's users/{uid} record is written (200) or not (404), read by its owner from the Firestore emulator. */
export async function recordStatus(email: string, password = PASSWORD): Promise<number> {
  const { uid, idToken } = await emulatorSignIn(email, password);
  const response = await fetch(`http://127.0.0.1:8080/v1/projects/demo-storefront/databases/(default)/documents/users/${uid}`, { headers: { Authorization: `Bearer ${idToken}` } });
  return response.status;
}

/** Removes every account from the Auth emulator. */
export async function clearAuthEmulator(): Promise<void> {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/demo-storefront/accounts`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Auth emulator reset failed: ${response.status}`);
}

/**
 * Fills and sends the Register dialog as a person would: header Login, "Register instead", email and
 * password, Register. Resolves with the dialog, for the caller to check what it says.
 */
export async function submitRegistration(page: Page, email: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).first().click();
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Register instead' }).click();
  const register = page.getByRole('dialog', { name: 'Register' });
  await register.getByLabel('Email').fill(email);
  await register.getByLabel('Password', { exact: true }).fill(password);
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  return register;
}

/**
 * Registers a new shopper through the UI. Resolves once the page shows the shopper signed in. The account is
 * noted before it is asked for, so that deleteAccountsMade finds it even when its test fails right after.
 */
export async function registerThroughUi(page: Page, email = uniqueEmail(), password = PASSWORD): Promise<{ email: string; password: string }> {
  const settings = await page.evaluate(() => (self as unknown as { __STOREFRONT_CONFIG__?: FirebaseSettings }).__STOREFRONT_CONFIG__);
  if (!settings) throw new Error('The page has no runtime config (/env.js): it names the project an account would be made in, to delete it after.');
  made.push({ email, password, firebase: settings.firebase, emulators: settings.emulators, page: page.url() });
  const register = await submitRegistration(page, email, password);
  // The first write to a freshly started Firestore emulator (the record) can take over 10 s on a busy machine.
  await expect(register).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' }).first()).toBeVisible();
  return { email, password };
}

async function answer(response: Response, what: string): Promise<Record<string, unknown>> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * Deletes one account and its record (`users/{uid}`), as its owner: signed in with its password, through the
 * REST APIs the web SDK uses, on the project (or the emulators) the page named. An account never made (its
 * registration failed) is nothing to delete.
 */
async function deleteAccount({ email, password, firebase, emulators, page }: Made): Promise<void> {
  const identity = `${emulators?.auth ?? 'https://identitytoolkit.googleapis.com'}${emulators ? '/identitytoolkit.googleapis.com' : ''}/v1/accounts`;
  const key = `key=${encodeURIComponent(firebase.apiKey)}`;
  // Sent as the page would send them: a project's browser key may accept only its sites' addresses.
  const json = { 'Content-Type': 'application/json', Referer: page };
  const signIn = await fetch(`${identity}:signInWithPassword?${key}`, { method: 'POST', headers: json, body: JSON.stringify({ email, password, returnSecureToken: true }) });
  if (!signIn.ok) {
    const said = JSON.stringify(await signIn.json().catch(() => ({})));
    if (/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/.test(said)) return;
    throw new Error(`Signing in as ${email} to delete it answered ${signIn.status}: ${said}`);
  }
  const { idToken, localId } = (await signIn.json()) as { idToken: string; localId: string };
  const firestore = emulators ? `http://${emulators.firestore.host}:${emulators.firestore.port}` : 'https://firestore.googleapis.com';
  const record = `${firestore}/v1/projects/${firebase.projectId}/databases/(default)/documents/users/${localId}`;
  await answer(await fetch(record, { method: 'DELETE', headers: { Authorization: `Bearer ${idToken}`, Referer: page } }), `Deleting the record of ${email}`);
  await answer(await fetch(`${identity}:delete?${key}`, { method: 'POST', headers: json, body: JSON.stringify({ idToken }) }), `Deleting the account ${email}`);
}

/** Deletes every account registerThroughUi made since the last call, and its record; fails naming those it could not. */
export async function deleteAccountsMade(): Promise<void> {
  const accounts = made.splice(0);
  const results = await Promise.allSettled(accounts.map(deleteAccount));
  const failed = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
  if (failed.length > 0) throw new Error(`Accounts left behind: ${failed.join('; ')}`);
}
