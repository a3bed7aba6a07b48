import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';

const GAPI_STUB = readFileSync(path.join(__dirname, 'gapi-stub.js'), 'utf8');

/**
 * Answers Google's `api.js` with the suite's offline stand-in (gapi-stub.js), for the page, its iframes
 * and its popups. Call it in the test: routes added later take precedence over the fixtures' blocking one.
 */
export async function serveGapiStub(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: GAPI_STUB }),
  );
}

/** Clicks "Continue with Google" and resolves with the emulator's account chooser, loaded. */
export async function openGoogleChooser(page: Page, from: Page | Locator = page): Promise<Page> {
  const popup = page.waitForEvent('popup');
  await from.getByRole('button', { name: 'Continue with Google' }).click();
  const chooser = await popup;
  await chooser.waitForLoadState('domcontentloaded');
  return chooser;
}

/** In the emulator's chooser: a Google account that does not exist yet. */
export async function chooseNewGoogleAccount(chooser: Page, email: string, name = 'Trade Buyer'): Promise<void> {
  await chooser.locator('#add-account-button').click();
  await chooser.locator('#email-input').fill(email);
  await chooser.locator('#display-name-input').fill(name);
  await chooser.locator('#sign-in').click();
}

/** In the emulator's chooser: a Google account signed in with before. */
export async function chooseExistingGoogleAccount(chooser: Page, email: string): Promise<void> {
  await chooser.locator('li.js-reuse-account', { hasText: email }).click();
}
