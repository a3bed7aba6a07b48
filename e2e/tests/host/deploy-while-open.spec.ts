import { cpSync, mkdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { test, expect } from '../../support/fixtures';
import { missesAt, nextBuild } from '../../support/releaseWhileOpen';
import { REPO, workFolder } from '../../support/tempBuild';
import { TRADE_PAGES } from '../../support/tradePages';
import { carryEarlierDeploys, earlierDeploys } from '../../../tools/hosting/earlierDeploys.mjs';
import { runtimeConfigFromEnv } from '../../../tools/contracts/envScript.mjs';
import { serveSite } from '../../../tools/hosting/serveSite.mjs';
import { inlineSourcesOf } from '../../../tools/sites/inlineHashes.mjs';
import { deployedFiles, hostingSites } from '../../../tools/sites/sites.mjs';

/**
 * The host team deploys while a shopper has the storefront open. Each deploy lays out the host's site as
 * `npm run deploy` does (tools/deploy.mjs): the build's files, and those of the earlier deploys a page may
 * still be open on, read from the live site. The live site here is a folder served by the local stack's
 * server with the host's rules. The shopper saves data, so the page fetches the host's federation code
 * only at their first input, after the deploy; the next build changes that code.
 */
let next: string;
let work: ReturnType<typeof workFolder>;
let server: Server;
let siteUrl: string;
let deploys = 0;

/** A deploy of `dist` over the live site: staged, the earlier deploys carried in from the site, then published whole. */
async function deploy(dist: string) {
  deploys += 1;
  const staged = path.join(work.dir, `staged-${deploys}`);
  for (const file of deployedFiles(dist)) {
    mkdirSync(path.dirname(path.join(staged, file)), { recursive: true });
    cpSync(path.join(dist, file), path.join(staged, file));
  }
  const earlier = await earlierDeploys({ siteUrl: new URL(siteUrl) });
  await carryEarlierDeploys({ dir: staged, siteUrl: new URL(siteUrl), earlier, inline: inlineSourcesOf(dist) });
  const site = path.join(work.dir, 'site');
  rmSync(site, { recursive: true, force: true });
  cpSync(staged, site, { recursive: true });
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  next = nextBuild('host', { 'src/federation/buildFolderPlugin.ts': (text) => text.replace("name: 'storefront-build-folder'", "name: 'storefront-build-folders'") });
  work = workFolder('host-deploys');
  mkdirSync(path.join(work.dir, 'site'));
  const rules = hostingSites({ env: {} }).find((site: { target: string }) => site.target === 'host');
  server = await serveSite({ site: { ...rules, public: path.relative(REPO, path.join(work.dir, 'site')) }, port: 0, config: runtimeConfigFromEnv({}) });
  siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  work.remove();
});

// A phone's screen: the shop, far below the first one, comes on screen only when the shopper scrolls to it.
test.use({ viewport: { width: 390, height: 844 } });

test('a shopper whose page opened before the host’s deploy scrolls, sends the contact form and follows the trade pages’ links', async ({ page }) => {
  test.setTimeout(180_000);
  await deploy(path.join(REPO, 'host', 'dist'));
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
  const fetchedBefore: string[] = [];
  page.on('request', (request) => fetchedBefore.push(request.url()));
  await page.goto(siteUrl);
  // Left to end by itself: under Save-Data any input (the splash's Esc too) starts the shop.
  await expect(page.locator('#splash')).toHaveCount(0, { timeout: 15_000 });
  expect(fetchedBefore.filter((url) => /\/federation\.[0-9a-f]{10}\.js$/.test(url)), 'the federation code is not fetched until the shop is wanted').toEqual([]);
  const misses = missesAt(page, siteUrl);
  await deploy(next);

  const federation = page.waitForResponse((response) => response.url().startsWith(siteUrl) && /\/federation\.[0-9a-f]{10}\.js$/.test(response.url()));
  await page.mouse.wheel(0, 600);
  expect((await federation).status(), 'the federation code of the build the page loaded').toBe(200);

  const form = page.getByRole('form', { name: 'Send an enquiry' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Aisha Khan');
  await form.getByRole('textbox', { name: 'Email' }).fill('aisha@spiceroute.example');
  await form.getByRole('textbox', { name: 'Enquiry' }).fill('Price for a pallet of basmati?');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByTestId('notification')).toHaveText('Enquiry sent! We’ll reply soon.');
  expect(misses, 'every file the page asked the host’s site for, after the deploy').toEqual([]);

  // The header's links to the trade pages, as a wider screen shows them outside the menu.
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [name, address] of TRADE_PAGES) {
    await page.goto(siteUrl);
    await page.getByRole('banner').getByRole('link', { name, exact: true }).first().click();
    await expect(page).toHaveURL(new URL(address, siteUrl).href);
    await expect(page.getByRole('main')).toBeVisible();
  }
});
