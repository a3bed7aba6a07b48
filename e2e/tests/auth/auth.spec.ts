import type { Locator, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../../support/fixtures';
import { chooseExistingGoogleAccount, chooseNewGoogleAccount, openGoogleChooser, serveGapiStub } from '../../support/google';
import { clearAuthEmulator, emulatorSignIn, PASSWORD, registerThroughUi, submitRegistration, uniqueEmail } from '../../support/session';
import { dismissSplash } from '../../support/splash';

const AUTH_EMULATOR = 'http://127.0.0.1:9099';
const FIRESTORE = 'http://127.0.0.1:8080';
const DOCUMENTS = `${FIRESTORE}/v1/projects/demo-storefront/databases/(default)/documents`;

async function clearFirestore(): Promise<void> {
  const response = await fetch(`${FIRESTORE}/emulator/v1/projects/demo-storefront/databases/(default)/documents`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Firestore reset failed: ${response.status}`);
}

/** Creates an account directly in the emulator (an existing customer). */
async function emulatorSignUp(email: string, password = PASSWORD): Promise<void> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  expect(response.ok).toBe(true);
}

/**
 * The signed-in user of the page as Firebase persisted it (uid and current ID token). A Google account
 * has no password to sign in with over REST, so its token is read where the SDK keeps it.
 */
function signedInUser(page: Page): Promise<{ uid: string; idToken: string }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const opened = indexedDB.open('firebaseLocalStorageDb');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const all = opened.result.transaction('firebaseLocalStorage', 'readonly').objectStore('firebaseLocalStorage').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            const entry = (all.result as { fbase_key: string; value: { uid: string; stsTokenManager: { accessToken: string } } }[]).find(
              (item) => item.fbase_key.startsWith('firebase:authUser:'),
            );
            if (!entry) reject(new Error('nobody is signed in'));
            else resolve({ uid: entry.value.uid, idToken: entry.value.stsTokenManager.accessToken });
          };
        };
      }),
  );
}

interface StoredRecord {
  fields: Record<string, { stringValue?: string; arrayValue?: { values?: unknown[] } }>;
  updateTime: string;
}

async function readUserRecord({ uid, idToken }: { uid: string; idToken: string }): Promise<{ status: number; record?: StoredRecord }> {
  const response = await fetch(`${DOCUMENTS}/users/${uid}`, { headers: { Authorization: `Bearer ${idToken}` } });
  return response.ok ? { status: response.status, record: (await response.json()) as StoredRecord } : { status: response.status };
}

function expectNewUserRecord(record: StoredRecord | undefined, email: string): void {
  expect(record, 'users/{uid} exists').toBeDefined();
  const fields = record!.fields;
  expect(Object.keys(fields).sort()).toEqual(['cart', 'email', 'interests']);
  expect(fields.email?.stringValue).toBe(email);
  expect(fields.cart?.arrayValue?.values ?? []).toEqual([]);
  expect(fields.interests?.arrayValue?.values ?? []).toEqual([]);
}

async function openStorefront(page: Page): Promise<void> {
  await page.goto('/');
  await dismissSplash(page);
}

async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Types an address and a password into the Login dialog and sends them. */
async function submitLogin(login: Locator, email: string, password: string): Promise<void> {
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
}

const header = (page: Page) => page.getByRole('banner');
const notification = (page: Page) => page.getByTestId('notification');

/**
 * Registers through the UI while the page's Firestore requests fail: the account is made and the shopper
 * told so, and the record they cannot write is nothing for them to act on.
 */
async function registerWhileRecordFails(page: Page): Promise<{ email: string }> {
  const email = uniqueEmail();
  const register = await submitRegistration(page, email, PASSWORD);
  await expect(register).toBeHidden({ timeout: 30_000 });
  await expect(notification(page)).toHaveText('Registration successful!');
  await expect(header(page).getByText(email).first()).toBeVisible();
  return { email };
}

test.beforeEach(async () => {
  await clearAuthEmulator();
  await clearFirestore();
});

test.describe('email and password', () => {
  test('register: the password is masked with a toggle, the shopper is signed in and told so', async ({ page }) => {
    await openStorefront(page);
    const email = uniqueEmail();
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Register instead' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    const password = register.getByLabel('Password', { exact: true });
    await register.getByLabel('Email').fill(email);
    await password.fill(PASSWORD);
    await expect(password).toHaveAttribute('type', 'password');
    await register.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await register.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await register.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(register).toBeHidden();
    await expect(notification(page)).toHaveText('Registration successful!');
    await expect(header(page).getByText(email).first()).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Logout' }).first()).toBeVisible();
  });

  test('registration writes users/{uid} = { email, cart: [], interests: [] }, readable by its owner only', async ({ page }) => {
    await openStorefront(page);
    const { email } = await registerThroughUi(page);
    await expect(notification(page)).toHaveText('Registration successful!');
    const owner = await emulatorSignIn(email);
    const { status, record } = await readUserRecord(owner);
    expect(status).toBe(200);
    expectNewUserRecord(record, email);

    const stranger = uniqueEmail('stranger');
    await emulatorSignUp(stranger);
    const { status: denied } = await readUserRecord({ uid: owner.uid, idToken: (await emulatorSignIn(stranger)).idToken });
    expect(denied).toBe(403);
  });

  test('login: an existing customer signs in and is told "Login successful!"', async ({ page }) => {
    const email = uniqueEmail();
    await emulatorSignUp(email);
    await openStorefront(page);
    const login = await openLogin(page);
    await submitLogin(login, email, PASSWORD);
    await expect(login).toBeHidden();
    await expect(notification(page)).toHaveText('Login successful!');
    await expect(header(page).getByText(email).first()).toBeVisible();
  });

  test('logout from the header signs the shopper out', async ({ page }) => {
    await openStorefront(page);
    await registerThroughUi(page);
    await header(page).getByRole('button', { name: 'Logout' }).first().click();
    await expect(header(page).getByRole('button', { name: 'Login' }).first()).toBeVisible();
    await page.reload();
    await dismissSplash(page);
    await expect(header(page).getByRole('button', { name: 'Login' }).first()).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });

  test.describe('answers Firebase refuses', () => {
    // Firebase answers these with HTTP 400, which the browser itself logs as a failed resource.
    test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\) \(http:\/\/127\.0\.0\.1:9099\/identitytoolkit\.googleapis\.com\//] });

    test('a wrong password is said in the dialog, which keeps what was typed', async ({ page }) => {
      const email = uniqueEmail();
      await emulatorSignUp(email);
      await openStorefront(page);
      const login = await openLogin(page);
      await submitLogin(login, email, 'not-the-password');
      await expect(login.getByRole('alert')).toHaveText('Wrong email or password. Check both and try again.');
      await expect(login.getByLabel('Email')).toHaveValue(email);
      await expect(login.getByLabel('Password')).toHaveValue('not-the-password');
      await expect(login.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
      await expect(header(page).getByRole('button', { name: 'Login' }).first()).toBeVisible();
    });

    test('an email already registered is said in the Register dialog', async ({ page }) => {
      const email = uniqueEmail();
      await emulatorSignUp(email);
      await openStorefront(page);
      const register = await submitRegistration(page, email, PASSWORD);
      await expect(register.getByRole('alert')).toHaveText('This email is already registered. Log in instead, or use another email.');
    });
  });

  test('the session survives a reload, and auth/state never says signed-out first', async ({ page }) => {
    await openStorefront(page);
    const { email } = await registerThroughUi(page);
    // Records every auth/state published on the page-wide bus from its very start (the bus meets its
    // copies on globalThis under this key; see shared/src/bus/bus.ts).
    await page.addInitScript(() => {
      const seen: unknown[] = [];
      (window as unknown as { authStates: unknown[] }).authStates = seen;
      const channel = { hasValue: false, value: undefined, listeners: new Set([(raw: unknown) => seen.push(raw)]), pending: [] };
      (globalThis as Record<symbol, unknown>)[Symbol.for('storefront.bus.v1')] = { channels: new Map([['auth/state', channel]]) };
    });
    await page.reload();
    await dismissSplash(page);
    await expect(header(page).getByRole('button', { name: 'Logout' }).first()).toBeVisible();
    await expect(header(page).getByText(email).first()).toBeVisible();
    const states = await page.evaluate(() => (window as unknown as { authStates: unknown[] }).authStates);
    expect(states).toEqual([{ user: { uid: expect.any(String), email } }]);
  });
});

test.describe('Google popup through the emulator', () => {
  test.beforeEach(async ({ context }) => {
    await serveGapiStub(context);
  });

  test('a new Google account is registered: record written, "Registration successful!"', async ({ page }) => {
    await openStorefront(page);
    const email = uniqueEmail('google');
    const login = await openLogin(page);
    const chooser = await openGoogleChooser(page, login);
    await chooseNewGoogleAccount(chooser, email);
    await expect(login).toBeHidden();
    await expect(notification(page)).toHaveText('Registration successful!');
    await expect(header(page).getByText(email).first()).toBeVisible();

    const { status, record } = await readUserRecord(await signedInUser(page));
    expect(status).toBe(200);
    expectNewUserRecord(record, email);
  });

  test('a returning Google account signs in: "Login successful!", its record left as it was', async ({ page }) => {
    await openStorefront(page);
    const email = uniqueEmail('google');
    const first = await openGoogleChooser(page, await openLogin(page));
    await chooseNewGoogleAccount(first, email);
    await expect(notification(page)).toHaveText('Registration successful!');
    const before = await readUserRecord(await signedInUser(page));
    await header(page).getByRole('button', { name: 'Logout' }).first().click();
    await expect(header(page).getByRole('button', { name: 'Login' }).first()).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Login' }).first().click();
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Register instead' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    const again = await openGoogleChooser(page, register);
    await chooseExistingGoogleAccount(again, email);
    await expect(register).toBeHidden();
    await expect(notification(page)).toHaveText('Login successful!');
    await expect(header(page).getByText(email).first()).toBeVisible();
    const after = await readUserRecord(await signedInUser(page));
    expect(after.record?.updateTime).toBe(before.record?.updateTime);
  });

  test('closing the Google window is said in the dialog', async ({ page }) => {
    await openStorefront(page);
    const login = await openLogin(page);
    const chooser = await openGoogleChooser(page, login);
    await expect(login.getByRole('status')).toContainText('Waiting for Google');
    await chooser.close();
    await expect(login.getByRole('alert')).toHaveText(
      'The Google window was closed before sign-in finished. Try again when you are ready.',
      { timeout: 20_000 },
    );
    await expect(login.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });
});

test.describe('when a service is down', () => {
  // The browser logs the refused connection, and Firestore's SDK logs its failed call.
  test.use({ expectedConsoleErrors: [/net::ERR_CONNECTION_REFUSED|@firebase\/firestore: .*RPC_ERROR/] });

  test('sign-in unreachable: the dialog says so and nothing crashes', async ({ page }) => {
    await openStorefront(page);
    await page.route(`${AUTH_EMULATOR}/**`, (route) => route.abort('connectionrefused'));
    const login = await openLogin(page);
    await submitLogin(login, uniqueEmail(), PASSWORD);
    await expect(login.getByRole('alert')).toHaveText(/^Sign-in is unreachable right now\./);
    await expect(login.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  });

  test('Firestore down at registration: the registration is confirmed, and the record is written without the shopper once Firestore answers', async ({ page }) => {
    await openStorefront(page);
    await page.route(`${FIRESTORE}/**`, (route) => route.abort('connectionrefused'));
    const { email } = await registerWhileRecordFails(page);
    expect((await readUserRecord(await emulatorSignIn(email))).status, 'no record yet').toBe(404);

    await page.unroute(`${FIRESTORE}/**`);
    const owner = await emulatorSignIn(email);
    await expect.poll(async () => (await readUserRecord(owner)).status, { timeout: 30_000 }).toBe(200);
    expectNewUserRecord((await readUserRecord(owner)).record, email);
  });

  test('Firestore down at registration and the page left at once: the next page of that browser writes the record', async ({ page }) => {
    await openStorefront(page);
    await page.route(`${FIRESTORE}/**`, (route) => route.abort('connectionrefused'));
    const { email } = await registerWhileRecordFails(page);
    await page.unroute(`${FIRESTORE}/**`);
    await page.reload();
    await dismissSplash(page);
    await expect(header(page).getByText(email).first()).toBeVisible();
    const owner = await emulatorSignIn(email);
    await expect.poll(async () => (await readUserRecord(owner)).status, { timeout: 30_000 }).toBe(200);
    expectNewUserRecord((await readUserRecord(owner)).record, email);
  });

  test('Firestore down at registration, and the account used next in another browser: its first login writes the record', async ({ page, browser }) => {
    await openStorefront(page);
    await page.route(`${FIRESTORE}/**`, (route) => route.abort('connectionrefused'));
    const { email } = await registerWhileRecordFails(page);
    await page.close();
    expect((await readUserRecord(await emulatorSignIn(email))).status, 'no record yet').toBe(404);

    const elsewhere = await (await browser.newContext()).newPage();
    await openStorefront(elsewhere);
    const login = await openLogin(elsewhere);
    await submitLogin(login, email, PASSWORD);
    await expect(notification(elsewhere)).toHaveText('Login successful!');
    const owner = await emulatorSignIn(email);
    await expect.poll(async () => (await readUserRecord(owner)).status).toBe(200);
    expectNewUserRecord((await readUserRecord(owner)).record, email);
    await elsewhere.context().close();
  });
});

test.describe('accessibility', () => {
  // axe-core applies inline styles while it scans, which the storefront's CSP rightly refuses.
  test.use({ bypassCSP: true });

  async function expectAccessibleAndFitting(page: Page, dialog: Locator) {
    const { violations } = await new AxeBuilder({ page }).include('dialog[open]').analyze();
    expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow, 'no sideways scrolling in the dialog').toBeLessThanOrEqual(0);
  }

  test('both dialogs, with their field messages, pass axe and fit a 320 px wide phone', async ({ page }) => {
    await openStorefront(page);
    const login = await openLogin(page);
    await page.setViewportSize({ width: 320, height: 640 });
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(login.getByLabel('Email')).toHaveAccessibleDescription('Email is required');
    await expect(login.getByLabel('Password')).toHaveAccessibleDescription('Password is required');
    await expectAccessibleAndFitting(page, login);

    await login.getByRole('button', { name: 'Register instead' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    await register.getByLabel('Password', { exact: true }).fill('12345');
    await register.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(register.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password must be at least 6 characters');
    await expect(register.getByRole('button', { name: 'Show password' })).toBeVisible();
    await expectAccessibleAndFitting(page, register);
  });

  test('keyboard alone: focus starts in Email, Enter logs in, Esc closes and gives focus back', async ({ page }) => {
    const email = uniqueEmail();
    await emulatorSignUp(email);
    await openStorefront(page);
    const headerLogin = header(page).getByRole('button', { name: 'Login' }).first();
    await headerLogin.focus();
    await page.keyboard.press('Enter');
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login.getByLabel('Email')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    await expect(headerLogin).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(login.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(login.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(login).toBeHidden();
    await expect(notification(page)).toHaveText('Login successful!');
  });
});

test('the exposed AuthModals carries no Firebase code: it is in a chunk of its own, fetched apart from it', async ({ request }) => {
  const manifest = (await (await request.get('http://localhost:3003/mf-manifest.json')).json()) as {
    exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const expose = manifest.exposes.find(({ name }) => name === 'AuthModals');
  expect(expose).toBeDefined();
  const read = async (file: string) => (await request.get(`http://localhost:3003/${file}`)).text();
  const firebaseSdk = /identitytoolkit\.googleapis\.com/;
  for (const file of expose!.assets.js.sync) expect(await read(file), file).not.toMatch(firebaseSdk);
  const lazy = await Promise.all(expose!.assets.js.async.map(read));
  expect(lazy.some((code) => firebaseSdk.test(code)), 'Firebase is in a lazily loaded chunk').toBe(true);
});

/** Requests to Firebase's services: the Auth emulator (Firebase's identitytoolkit and securetoken) and Firestore. */
const FIREBASE_SERVICES = /^http:\/\/127\.0\.0\.1:(9099|8080)\/|identitytoolkit\.googleapis\.com|securetoken\.googleapis\.com/;

/** What the page asks of Firebase's services, and which of the auth remote's scripts carry Firebase's code. */
function watchFirebase(page: Page) {
  const watched = { code: [] as string[], services: [] as string[] };
  page.on('request', (request) => {
    if (FIREBASE_SERVICES.test(request.url())) watched.services.push(request.url());
  });
  page.on('response', async (response) => {
    if (!response.url().startsWith('http://localhost:3003/') || !response.url().endsWith('.js')) return;
    if (/identitytoolkit\.googleapis\.com/.test(await response.text())) watched.code.push(response.url());
  });
  return watched;
}

test('a page nobody is signed in to asks nothing of Firebase until the shopper signs in, though it carries Firebase’s code once idle', async ({ page }) => {
  const firebase = watchFirebase(page);
  await openStorefront(page);
  // The header's Login button appears once the auth remote has said that nobody is signed in.
  await expect(header(page).getByRole('button', { name: 'Login' }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('auth:warmed').length), { message: 'the auth remote fetches Firebase’s code at an idle moment' }).toBe(1);
  await expect.poll(() => firebase.code.length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(firebase.services).toEqual([]);

  await registerThroughUi(page);
  expect(firebase.services).not.toEqual([]);
  firebase.code.length = 0;
  await page.reload();
  await expect.poll(() => firebase.code.length, { message: 'a returning shopper’s page fetches Firebase' }).toBeGreaterThan(0);
  await dismissSplash(page);
  await expect(header(page).getByRole('button', { name: 'Logout' }).first()).toBeVisible();
});

test('under Save-Data, a page nobody is signed in to fetches none of Firebase’s code until a dialog opens', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
  const firebase = watchFirebase(page);
  await openStorefront(page);
  await expect(header(page).getByRole('button', { name: 'Login' }).first()).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.waitForLoadState('networkidle');
  expect(firebase.code).toEqual([]);
  expect(firebase.services).toEqual([]);
  expect(await page.evaluate(() => performance.getEntriesByName('auth:warmed').length)).toBe(0);

  await openLogin(page);
  await expect.poll(() => firebase.code.length, { message: 'the Login dialog fetches Firebase' }).toBeGreaterThan(0);
});
