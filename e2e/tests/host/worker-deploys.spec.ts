import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { missesAt } from '../../support/releaseWhileOpen';
import { REPO, rewrite, workFolder } from '../../support/tempBuild';
import { envScript, runtimeConfigFromEnv } from '../../../tools/contracts/envScript.mjs';
import { stageHosting } from '../../../tools/hosting/stage.mjs';
import { serveSite } from '../../../tools/hosting/serveSite.mjs';
import { hostingSites } from '../../../tools/sites/sites.mjs';

/**
 * The host team deploys while the service worker serves returning shoppers: the host's site is staged with
 * the files each publish of it writes (`writeHostFiles`, tools/hosting/stage.mjs) and served by the stack's
 * server, on an origin of its own, so that its worker is this spec's alone; the remotes are the local stack's.
 */
test.use({ serviceWorkers: 'allow' });

let work: ReturnType<typeof workFolder>;
let server: Server;
let siteUrl: string;
const staged = () => path.join(work.dir, 'stage');
const site = () => path.join(staged(), 'host', 'dist');

function stage(env: Record<string, string> = {}): void {
  stageHosting({ dir: staged(), env, envScript: envScript(runtimeConfigFromEnv({})), hostUrl: siteUrl, project: 'demo-storefront', sites: { host: 'demo-storefront' } });
}

test.beforeAll(async () => {
  work = workFolder('worker-deploys');
  siteUrl = 'http://127.0.0.1:0/';
  stage();
  const rules = hostingSites({ env: {} }).find((candidate: { target: string }) => candidate.target === 'host');
  server = await serveSite({ site: { ...rules, public: path.relative(REPO, site()) }, port: 0, config: runtimeConfigFromEnv({}) });
  siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

test.beforeEach(() => stage());

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  work.remove();
});

async function visitUntilKept(page: Page): Promise<void> {
  await page.goto(siteUrl);
  await expect(page.locator('#splash')).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
}

test('a new deploy’s worker takes over at a navigation: the page open before it goes on with its own files, the next shows the new deploy', async ({ page }) => {
  await visitUntilKept(page);
  const misses = missesAt(page, siteUrl);

  // The next deploy: another page, and so another worker, whose precache names it by another revision.
  rewrite(path.join(site(), 'index.html'), (html) => html.replace('<title>', '<title>Next deploy: '));
  rewrite(path.join(site(), 'sw.js'), (worker) => worker.replace(/'revision':'[0-9a-f]{32}','url':'\/index\.html'/, "'revision':'00000000000000000000000000000001','url':'/index.html'"));

  // The page open before the deploy carries on: the cart, which it loads now, comes from the builds it knows.
  await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
  await expect(page.getByRole('complementary', { name: 'Cart' })).toBeVisible();
  await expect(page).not.toHaveTitle(/^Next deploy/);

  await expect
    .poll(
      async () => {
        await page.reload();
        return page.title();
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toMatch(/^Next deploy: /);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(misses, 'every file a page asked the host’s site for').toEqual([]);
});

test('the kill switch: a deploy with the worker turned off retires it at the next visit, and the storefront works from the network', async ({ page }) => {
  await visitUntilKept(page);
  stage({ STOREFRONT_SERVICE_WORKER: 'off' });
  expect(readFileSync(path.join(site(), 'sw.js'), 'utf8')).toContain('unregister');

  await page.goto(siteUrl);
  // The retiring worker reloads the page it took over: a look that the reload cuts short looks again.
  const registrations = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length).catch(() => Number.NaN);
  await expect.poll(registrations, { timeout: 30_000 }).toBe(0);
  await expect.poll(() => page.evaluate(() => caches.keys()).catch(() => ['reloading'])).toEqual([]);
  await page.goto(siteUrl);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await expect(page.getByRole('banner')).toBeVisible();
});
