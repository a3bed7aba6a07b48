import { test, expect } from '../support/fixtures';
import { breakRemote, type Fault, type RemoteName } from '../support/faults';
import { dismissSplash } from '../support/splash';
import type { Page } from '@playwright/test';

const FAULTS: Fault[] = ['manifest 404', 'manifest 500', 'manifest silent for 10 s', 'chunk fails', 'component throws'];

const FALLBACK_TEXT: Record<RemoteName, string> = {
  shop: 'The shop is not available right now.',
  cart: 'The cart is not available right now.',
  auth: 'Sign-in is not available right now.',
};

/** Each remote, shown working the way a shopper would use it. */
const WORKS: Record<RemoteName, (page: Page) => Promise<void>> = {
  shop: async (page) => {
    await expect(page.locator('#shop').getByTestId('product-card').first()).toBeVisible();
  },
  auth: async (page) => {
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeHidden();
  },
  cart: async (page) => {
    await page.getByRole('banner').getByRole('button', { name: /Cart/ }).first().click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Your cart is empty')).toBeHidden();
  },
};

const REMOTES: RemoteName[] = ['shop', 'cart', 'auth'];

test.describe('a failing remote stays in its slot', () => {
  // What the browser itself logs for a response that failed; the app logs warnings only.
  test.use({ expectedConsoleErrors: [/Failed to load resource|net::ERR_/] });

  for (const remote of REMOTES) {
    for (const fault of FAULTS) {
      test(`${remote}: ${fault}`, async ({ page }) => {
        test.slow(fault === 'manifest silent for 10 s');
        const heal = await breakRemote(page, remote, fault);
        await page.goto('/');
        await dismissSplash(page);

        const fallback = page.getByRole('alert').filter({ hasText: FALLBACK_TEXT[remote] });
        await expect(fallback).toBeVisible({ timeout: 20_000 });
        for (const other of REMOTES.filter((name) => name !== remote)) await WORKS[other](page);

        await heal();
        await fallback.getByRole('button', { name: 'Retry' }).click();
        await expect(fallback).toBeHidden();
        await WORKS[remote](page);
      });
    }
  }
});
