import { expect, type Page } from '@playwright/test';

/**
 * Resolves once React has hydrated the served page (host/src/startup/hydrateApp.tsx marks it). For a test
 * that reaches into the page's code, such as the bus, rather than through what a shopper sees: the
 * served markup looks the same before and after.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('storefront:hydrated').length)).toBe(1);
}
