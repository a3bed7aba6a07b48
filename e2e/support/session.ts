import { expect, type Page } from '@playwright/test';

const AUTH_EMULATOR = 'http://127.0.0.1:9099';
const PASSWORD = 'bulk-buyer-2025';

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

/** Registers a new shopper through the UI. Resolves once the page shows the shopper signed in. */
export async function registerThroughUi(page: Page, email = uniqueEmail(), password = PASSWORD): Promise<{ email: string; password: string }> {
  const register = await submitRegistration(page, email, password);
  // The first write to a freshly started Firestore emulator (the record) can take over 10 s on a busy machine.
  await expect(register).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' }).first()).toBeVisible();
  return { email, password };
}
