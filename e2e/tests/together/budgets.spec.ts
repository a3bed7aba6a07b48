import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { dismissSplash } from '../../support/splash';
import { budgetOf, gzipKb, remoteFiles, verdict } from '../../support/budgets';

/**
 * Byte budgets, gzip, which the same build measures the same way on any machine (timings are noisy here,
 * so they stay in `npm run bench`, reported, not gated). A change over a budget fails with its figure.
 */

for (const app of ['remote-shop', 'remote-cart', 'remote-auth']) {
  test(`${app}: its entry and exposed module stay within the team's budget`, () => {
    const { file, kb } = budgetOf<'remote'>(app);
    const figure = remoteFiles(app).reduce((sum, name) => sum + gzipKb(readFileSync(name)), 0);
    const result = verdict(`${app}'s remoteEntry.js and exposed chunks`, figure, kb.remote, file);
    console.log(result);
    expect(figure, result).toBeLessThanOrEqual(kb.remote);
  });
}

/** Every response of the page by address, gzip-measured as it arrives. */
function recordResponses(page: Page) {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    const body = await response.body().catch(() => undefined);
    if (body) sizes.set(response.url(), gzipKb(body));
  });
  return sizes;
}

test.describe('the host page', () => {
  const { file, kb } = budgetOf<'firstScreenScripts' | 'firstScreen' | 'wholePage'>('host');

  test('the first screen, what the host fetches until hydration, stays within its budgets: its scripts, and all of it', async ({ page }) => {
    const sizes = recordResponses(page);
    await page.goto('/');
    const fetched = await page.evaluate(async () => {
      const hydrated = await new Promise<number>((resolve) => {
        const seen = () => performance.getEntriesByName('storefront:hydrated')[0]?.startTime;
        const wait = () => (seen() === undefined ? requestAnimationFrame(wait) : resolve(seen() as number));
        wait();
      });
      // The host's own: the remotes' manifests and entries, preloaded beside the app's code, are theirs.
      const resources = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= hydrated && new URL(entry.name).origin === location.origin) as PerformanceResourceTiming[];
      return [{ url: location.href, script: false }, ...resources.map((entry) => ({ url: entry.name, script: entry.initiatorType === 'script' }))];
    });
    await expect.poll(() => fetched.every(({ url }) => sizes.has(url))).toBe(true);
    const total = (files: typeof fetched) => files.reduce((sum, { url }) => sum + (sizes.get(url) ?? 0), 0);
    const files = fetched.map(({ url }) => `${new URL(url).pathname} ${(sizes.get(url) ?? 0).toFixed(1)}`).join(', ');
    const scripts = verdict('first screen scripts', total(fetched.filter(({ script }) => script)), kb.firstScreenScripts, file);
    const all = verdict('first screen, all of it', total(fetched), kb.firstScreen, file);
    console.log(`${scripts}\n${all}\n  ${files}`);
    expect(total(fetched.filter(({ script }) => script)), `${scripts}: ${files}`).toBeLessThanOrEqual(kb.firstScreenScripts);
    expect(total(fetched), `${all}: ${files}`).toBeLessThanOrEqual(kb.firstScreen);
  });

  test('the whole working page, every remote and overlay opened once, stays within its budget', async ({ page }) => {
    const sizes = recordResponses(page);
    await page.goto('/');
    await dismissSplash(page);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.waitForLoadState('networkidle');
    const figure = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    const result = verdict('whole working page', figure, kb.wholePage, file);
    console.log(result);
    expect(figure, result).toBeLessThanOrEqual(kb.wholePage);
  });
});
