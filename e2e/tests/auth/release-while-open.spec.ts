import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { openGoogleChooser, serveGapiStub } from '../../support/google';
import { buildInPlace, endRehearsal, missesAt, nextAuthBuild, OPENINGS, releaseOnStack } from '../../support/releaseWhileOpen';
import { remoteOrigin } from '../../support/remotes';
import { PASSWORD, recordStatus, registerThroughUi } from '../../support/session';
import { REPO } from '../../support/tempBuild';

/**
 * The auth team releases while a shopper has the storefront open. Everything auth loads late (the record's
 * code and its Firestore client at registration, Google's sign-in) comes from the build the page loaded,
 * whose folder the release leaves where it was; the next release's build changes exactly that code.
 */
const AUTH = remoteOrigin('auth');
const TODAY = path.join(REPO, 'remote-auth', 'dist');
let next: string;

const header = (page: Page) => page.getByRole('banner');
const notification = (page: Page) => page.getByTestId('notification');

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  test.setTimeout(240_000);
  next = nextAuthBuild();
});

test.afterEach(() => endRehearsal('auth'));

/** Registers, reads the record as its owner, logs out, logs in, and opens and closes Google's sign-in, as a shopper on the page. */
async function useAuth(page: Page) {
  const { email } = await registerThroughUi(page);
  await expect(notification(page)).toHaveText('Registration successful!');
  await expect.poll(() => recordStatus(email), { message: 'users/{uid} written', timeout: 30_000 }).toBe(200);
  await header(page).getByRole('button', { name: 'Logout' }).first().click();
  await header(page).getByRole('button', { name: 'Login' }).first().click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(PASSWORD);
  // A sign-in then makes sure of the account's record: a logout before that ends would refuse its write.
  const recordChecked = page.waitForResponse((response) => response.url().includes('/documents:commit'));
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(notification(page)).toHaveText('Login successful!');
  await recordChecked;
  await header(page).getByRole('button', { name: 'Logout' }).first().click();
  await header(page).getByRole('button', { name: 'Login' }).first().click();
  const chooser = await openGoogleChooser(page, login);
  await chooser.close();
  await expect(login.getByRole('alert')).toHaveText(/^The Google window was closed/, { timeout: 20_000 });
}

for (const opening of OPENINGS) {
  test.describe(opening.title, () => {
    test.use({ serviceWorkers: opening.serviceWorkers });

    test('a shopper whose page opened before the auth team’s release registers, logs out, logs in and opens Google’s sign-in', async ({ page, context }) => {
      await serveGapiStub(context);
      const { live: opened } = await releaseOnStack('auth', TODAY);
      await opening.open(page);
      const misses = missesAt(page, AUTH);
      const { live } = await releaseOnStack('auth', next);
      expect(live).toBe(opened + 1);
      await useAuth(page);
      expect(misses, 'every file the page asked the auth site for, after the release').toEqual([]);
    });

    test('a shopper whose page opened before a build of auth in place (npm run build -w remote-auth, as the stack serves it) registers and signs in', async ({ page, context }) => {
      await serveGapiStub(context);
      await opening.open(page);
      const misses = missesAt(page, AUTH);
      const putBack = buildInPlace('auth', next);
      try {
        await useAuth(page);
      } finally {
        putBack();
      }
      expect(misses).toEqual([]);
    });
  });
}
