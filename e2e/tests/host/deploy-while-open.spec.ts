import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { test, expect } from '../../support/fixtures';
import { hostSite, missesAt, nextBuild, releaseTo } from '../../support/releaseWhileOpen';
import { REPO, workFolder } from '../../support/tempBuild';
import { TRADE_PAGES } from '../../support/tradePages';
import { runtimeConfigFromEnv } from '../../../tools/contracts/envScript.mjs';
import { serveSite } from '../../../tools/hosting/serveSite.mjs';
import { hostingSites } from '../../../tools/sites/sites.mjs';

/**
 * The host team releases while a shopper has the storefront open. Each release lays out the host's site as
 * `npm run release -- host` does (tools/release/runRelease.mjs): every kept build under `v/<n>/`, the live
 * build's pages at the root beside every kept build's content-named files, and headers whose policy admits
 * the inline styles and scripts of every kept build; the candidate is checked in a browser on a preview of
 * the site first. The live site here is a folder served by the local stack's server. The shopper saves data,
 * so the page fetches the host's federation code only at their first input, after the release; the next
 * build changes that code and the stylesheet its pages inline.
 */
let next: string;
let broken: string;
let work: ReturnType<typeof workFolder>;
let server: Server | undefined;
let port = 0;
let siteUrl: string;
/** The shop's function, as far as this spec needs it: it answers every shop address with the page it holds. */
let shopFunction: Server;
let heldPage: Buffer | undefined;
let functions: { origin: string; project: string };

async function stopServing() {
  if (!server) return;
  const stopping = server;
  await new Promise((resolve) => {
    stopping.close(resolve);
    stopping.closeAllConnections();
  });
}

/** Hosting's publish: the folder becomes the whole site at once, with the rules completed for it. */
async function publish(siteDir: string) {
  const site = path.join(work.dir, 'site');
  await stopServing();
  rmSync(site, { recursive: true, force: true });
  cpSync(siteDir, site, { recursive: true });
  const rules = hostingSites({ env: {}, builds: { host: site } }).find((candidate: { target: string }) => candidate.target === 'host');
  server = await serveSite({ site: rules, port, config: runtimeConfigFromEnv({}), functions });
}

const release = (dist: string) => releaseTo(hostSite(new URL(siteUrl), publish), dist);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  next = nextBuild('host', {
    'src/federation/buildFolderPlugin.ts': (text) => text.replace("name: 'storefront-build-folder'", "name: 'storefront-build-folders'"),
    'src/App.module.css': (text) => `${text}\n.nextDeploy {\n  order: 1;\n}\n`,
  });
  broken = nextBuild('host', { 'src/main.tsx': (text) => `${text}\nconsole.error('a broken host build');\n` });
  shopFunction = createServer((_req, res) => (heldPage ? res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(heldPage) : res.writeHead(503).end()));
  await new Promise<void>((resolve) => shopFunction.listen(0, '127.0.0.1', resolve));
  functions = { origin: `http://127.0.0.1:${(shopFunction.address() as AddressInfo).port}`, project: 'demo-storefront' };
  work = workFolder('host-releases');
  mkdirSync(path.join(work.dir, 'site'));
  // An empty site to begin with, as a new project's.
  server = await serveSite({ site: { ...hostingSites({ env: {} }).find((site: { target: string }) => site.target === 'host'), public: path.relative(REPO, path.join(work.dir, 'site')) }, port: 0, config: runtimeConfigFromEnv({}) });
  port = (server.address() as AddressInfo).port;
  siteUrl = `http://127.0.0.1:${port}/`;
});

test.afterAll(async () => {
  await stopServing();
  await new Promise((resolve) => shopFunction.close(resolve));
  work.remove();
});

// A phone's screen: the shop, far below the first one, comes on screen only when the shopper scrolls to it.
test.use({ viewport: { width: 390, height: 844 } });

test('a shopper whose page opened before the host’s release scrolls, sends the contact form and follows the trade pages’ links', { tag: '@shop' }, async ({ page }) => {
  test.setTimeout(180_000);
  await release(path.join(REPO, 'host', 'dist'));
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
  const fetchedBefore: string[] = [];
  page.on('request', (request) => fetchedBefore.push(request.url()));
  await page.goto(siteUrl);
  // Left to end by itself: under Save-Data any input (the splash's Esc too) starts the shop.
  await expect(page.locator('#splash')).toHaveCount(0, { timeout: 15_000 });
  expect(fetchedBefore.filter((url) => /\/federation\.[0-9a-f]{10}\.js$/.test(url)), 'the federation code is not fetched until the shop is wanted').toEqual([]);
  const misses = missesAt(page, siteUrl);
  expect((await release(next)).live).toBe(2);

  const federation = page.waitForResponse((response) => response.url().startsWith(siteUrl) && /\/federation\.[0-9a-f]{10}\.js$/.test(response.url()));
  await page.mouse.wheel(0, 600);
  expect((await federation).status(), 'the federation code of the build the page loaded').toBe(200);

  const form = page.getByRole('form', { name: 'Send an enquiry' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Aisha Khan');
  await form.getByRole('textbox', { name: 'Email' }).fill('aisha@spiceroute.example');
  await form.getByRole('textbox', { name: 'Enquiry' }).fill('Price for a pallet of basmati?');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByTestId('notification')).toHaveText('Enquiry sent! We’ll reply soon.');
  expect(misses, 'every file the page asked the host’s site for, after the release').toEqual([]);

  // For up to a minute the shop's function may still compose a shop address from the page of the build
  // before, which it keeps: its inline styles and scripts, under this release's headers.
  heldPage = readFileSync(path.join(REPO, 'host', 'dist', 'index.html'));
  await page.goto(new URL('shop/', siteUrl).href);
  await expect(page.locator('#shop').getByRole('heading', { name: 'Shop', level: 2 })).toBeInViewport();

  // The header's links to the trade pages, as a wider screen shows them outside the menu.
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [name, address] of TRADE_PAGES) {
    await page.goto(siteUrl);
    await page.getByRole('banner').getByRole('link', { name, exact: true }).first().click();
    await expect(page).toHaveURL(new URL(address, siteUrl).href);
    await expect(page.getByRole('main')).toBeVisible();
  }
});

test('a host candidate that logs an error on its preview is refused: the site keeps the live build, and says why', async () => {
  test.setTimeout(180_000);
  const today = path.join(REPO, 'host', 'dist');
  const { live } = await release(today);
  await expect(release(broken)).rejects.toThrow(new RegExp(`^host build ${live + 1} failed its check: the console showed an error: a broken host build .*Shoppers still get build ${live}\\.$`));
  expect(await (await fetch(siteUrl)).text()).toBe(readFileSync(path.join(today, 'index.html'), 'utf8'));
  const kept = await (await fetch(new URL('release.json', siteUrl))).json();
  expect([kept.live, kept.builds[0].id, kept.builds[0].check]).toEqual([live, live + 1, 'failed']);
});
