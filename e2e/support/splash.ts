import { expect, type Page } from '@playwright/test';

/**
 * The splash covers the page for its first 5 s. A test that does not test the splash dismisses it the
 * way a shopper would (Esc) instead of waiting: once the host's bundle has taken the splash over (its
 * "Skip intro" button shows), Esc removes it. A splash already gone is fine.
 */
export async function dismissSplash(page: Page): Promise<void> {
  const splash = page.locator('#splash');
  const takenOver = splash.getByRole('button', { name: 'Skip intro' });
  await expect(takenOver.or(page.locator('body:not(:has(#splash))'))).toBeVisible();
  if ((await splash.count()) > 0) await page.keyboard.press('Escape');
  await expect(splash).toHaveCount(0);
}
