import { expect, type Page } from '@playwright/test';

/**
 * The splash covers the page for its first 5 s. A test that does not test the splash dismisses it the
 * way a shopper would (Esc) instead of waiting: once the host's bundle has taken the splash over (its one
 * button shows), Esc removes it. A splash already gone is fine. Every team's specs call this, so the
 * button is found by its role alone, not by the host's wording.
 */
export async function dismissSplash(page: Page): Promise<void> {
  const splash = page.locator('#splash');
  const takenOver = splash.getByRole('button');
  await expect(takenOver.or(page.locator('body:not(:has(#splash))'))).toBeVisible();
  if ((await splash.count()) > 0) await page.keyboard.press('Escape');
  await expect(splash).toHaveCount(0);
}

/**
 * Holds the splash's own animation (it hides itself at 5-6 s), for a test about the splash itself that a
 * slow machine could otherwise race past: a page that took 6 s to load would have no splash left.
 */
export async function holdSplashAnimation(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const animation of document.getElementById('splash')?.getAnimations() ?? []) animation.pause();
    });
  });
}
