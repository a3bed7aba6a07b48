import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REMOTES } from '../../../tools/apps.mjs';
import { test, expect } from '../../support/fixtures';
import { dismissSplash } from '../../support/splash';
import { budgetOf, distOf, gzipKb, remoteFiles, verdict } from '../../support/budgets';

/**
 * Byte budgets, gzip, which the same build measures the same way on any machine (timings are noisy here,
 * so they stay in `npm run bench`, reported, not gated). A change over a budget fails with its figure.
 */

for (const { folder: app } of REMOTES as { folder: string }[]) {
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

/** What a host page fetches from its own origin until hydration's commit (its first screen), gzip-measured. */
async function firstScreen(page: Page, address: string) {
  const sizes = recordResponses(page);
  await page.goto(address);
  const fetched = await page.evaluate(async () => {
    const hydrated = await new Promise<number>((resolve) => {
      const seen = () => performance.getEntriesByName('storefront:hydrated')[0]?.startTime;
      const wait = () => (seen() === undefined ? requestAnimationFrame(wait) : resolve(seen() as number));
      wait();
    });
    // The host's own origin only: the remotes' files are theirs, in their own budgets.
    const resources = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= hydrated && new URL(entry.name).origin === location.origin) as PerformanceResourceTiming[];
    return [{ url: location.href, script: false }, ...resources.map((entry) => ({ url: entry.name, script: entry.initiatorType === 'script' }))];
  });
  await expect.poll(() => fetched.every(({ url }) => sizes.has(url))).toBe(true);
  const total = (files: typeof fetched) => files.reduce((sum, { url }) => sum + (sizes.get(url) ?? 0), 0);
  return {
    scripts: total(fetched.filter(({ script }) => script)),
    all: total(fetched),
    files: fetched.map(({ url }) => `${new URL(url).pathname} ${(sizes.get(url) ?? 0).toFixed(1)}`).join(', '),
  };
}

const totalKb = (sizes: Map<string, number>) => [...sizes.values()].reduce((sum, size) => sum + size, 0);

test.describe('the host page', () => {
  const { file, kb } = budgetOf<'firstScreenScripts' | 'firstScreen' | 'wholePage'>('host');

  test('the first screen, what the host fetches until hydration, stays within its budgets: its scripts, and all of it', async ({ page }) => {
    const { scripts, all, files } = await firstScreen(page, '/');
    const scriptsVerdict = verdict('first screen scripts', scripts, kb.firstScreenScripts, file);
    const allVerdict = verdict('first screen, all of it', all, kb.firstScreen, file);
    console.log(`${scriptsVerdict}\n${allVerdict}\n  ${files}`);
    expect(scripts, `${scriptsVerdict}: ${files}`).toBeLessThanOrEqual(kb.firstScreenScripts);
    expect(all, `${allVerdict}: ${files}`).toBeLessThanOrEqual(kb.firstScreen);
  });

  test('the whole working page, every remote and overlay opened once, stays within its budget', { tag: ['@shop', '@cart', '@auth'] }, async ({ page }) => {
    const sizes = recordResponses(page);
    await page.goto('/');
    // A first visit as a visitor who lets the splash play: its clip and the remotes' warming come at the
    // first idle moment, which a busy machine reaches before or after a quick dismissal; waiting for it
    // counts them every time.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('storefront:warmed').length), { timeout: 20_000 }).toBe(1);
    await dismissSplash(page);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.waitForLoadState('networkidle');
    const figure = totalKb(sizes);
    const result = verdict('whole working page', figure, kb.wholePage, file);
    console.log(result);
    expect(figure, result).toBeLessThanOrEqual(kb.wholePage);
  });
});

// What a first visit's service worker downloads once it has settled: the worker and the shell it precaches.
test('the host’s service worker and its precache stay within their budget', () => {
  const { file, kb } = budgetOf<'serviceWorker'>('host');
  const dist = distOf('host');
  const worker = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const precached = [...worker.matchAll(/'url':'\/([^']+)'/g)].map(([, url]) => url ?? '');
  expect(precached).toContain('index.html');
  const figure = [worker, ...precached.map((url) => readFileSync(path.join(dist, url)))].reduce((sum: number, body) => sum + gzipKb(body), 0);
  const result = verdict(`the service worker and its precache (${precached.join(', ')})`, figure, kb.serviceWorker, file);
  console.log(result);
  expect(figure, result).toBeLessThanOrEqual(kb.serviceWorker);
});

// The trade pages' header is the host's code too, and counts against the host's budget file.
test.describe('a trade page', () => {
  const { file, kb } = budgetOf<'tradeFirstScreenScripts' | 'tradeWholePage'>('host');

  test('its first screen scripts, and the whole page once it has settled, stay within their budgets', async ({ page }) => {
    const sizes = recordResponses(page);
    const { scripts, files } = await firstScreen(page, '/bulk-deals.html');
    const scriptsVerdict = verdict('trade page first screen scripts', scripts, kb.tradeFirstScreenScripts, file);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const whole = totalKb(sizes);
    const wholeVerdict = verdict('whole trade page', whole, kb.tradeWholePage, file);
    console.log(`${scriptsVerdict}\n  ${files}\n${wholeVerdict}`);
    expect(scripts, `${scriptsVerdict}: ${files}`).toBeLessThanOrEqual(kb.tradeFirstScreenScripts);
    expect(whole, wholeVerdict).toBeLessThanOrEqual(kb.tradeWholePage);
  });
});
