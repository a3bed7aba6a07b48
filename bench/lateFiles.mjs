/**
 * The files a settled page asks each remote's site for after warming, while a shopper uses it: what a
 * release could take away from under an open page. Each is said by where on its site it is: a build's own
 * folder (`v/<n>/`), whose content never changes and which its site keeps for a page's lifetime, or the
 * site's root, which every release replaces. The figure reported is how many there are by remote, and
 * how many of them are at a root (none, once every build is loaded from its folder).
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { REMOTES } from '../tools/apps.mjs';
import { SITE_RULES } from '../tools/sites/sites.mjs';
import { addCandidate, NO_RELEASE, passCheck } from '../tools/contracts/releaseFile.mjs';
import { buildFiles, layOutSite } from '../tools/release/siteFolder.mjs';
import { CHROMIUM } from './lighthouse.mjs';

const BUILD_FOLDER = /^v\/\d+\//;

/**
 * @param {string[]} urls  the addresses asked for, in order
 * @param {Record<string, string>} sites  each remote's site by name (the page's /env.js), ending in `/`
 * @returns {Record<string, { files: string[], atRoot: string[] }>} by remote: the files asked for, and those at the site's root
 */
export function lateFilesBySite(urls, sites) {
  const figures = Object.fromEntries(Object.keys(sites).map((remote) => [remote, { files: [], atRoot: [] }]));
  for (const url of urls) {
    const remote = Object.keys(sites).find((name) => url.startsWith(sites[name]));
    if (!remote) continue;
    const file = new URL(url).pathname.slice(new URL(sites[remote]).pathname.length);
    figures[remote].files.push(file);
    if (!BUILD_FOLDER.test(file)) figures[remote].atRoot.push(file);
  }
  return figures;
}

/** Leaves a first visit alone until the page has settled: the splash played, every remote warmed, auth's Firebase code fetched. */
async function settle(page, hostUrl) {
  await page.goto(hostUrl);
  await page.locator('#splash').waitFor({ state: 'detached', timeout: 30_000 });
  await page.waitForFunction(() => ['storefront:warmed', 'auth:warmed'].every((mark) => performance.getEntriesByName(mark).length > 0), undefined, { timeout: 60_000 });
}

/** What a shopper does with every remote, as the end-to-end suite finds it: by role, label and test id. */
async function useEveryRemote(page) {
  const shop = page.locator('#shop');
  const cards = shop.getByTestId('product-card');
  await cards.first().scrollIntoViewIfNeeded();
  await cards.first().getByRole('heading').getByRole('button').click();
  await page.getByRole('dialog').waitFor();
  await page.keyboard.press('Escape');
  await shop.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
  await shop.getByRole('combobox', { name: 'Category' }).selectOption('Frozen');
  await shop.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).first().click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByRole('button', { name: 'Register instead' }).click();
  const register = page.getByRole('dialog', { name: 'Register' });
  await register.getByLabel('Email').fill(`bench.${Date.now()}@example.com`);
  await register.getByLabel('Password', { exact: true }).fill(`bench-${Date.now()}`);
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await register.waitFor({ state: 'hidden', timeout: 60_000 });
  const card = cards.first();
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
  await page.getByRole('complementary', { name: 'Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: 'Checkout' }).waitFor();
  await page.waitForLoadState('networkidle');
}

/**
 * Each remote's build in its dist/, laid out as its first release lays out its site (build 1 in `v/1/`, the
 * root's manifest naming it: tools/release/siteFolder.mjs), in a folder of its own.
 * @returns {{ sites: Record<string, string>, remove: () => void }}  each remote's laid-out site, by name
 */
export async function laidOutAsReleased(root) {
  const dir = mkdtempSync(path.join(tmpdir(), 'late-files-'));
  const sites = {};
  for (const app of REMOTES) {
    const dist = path.join(root, app.folder, 'dist');
    const release = passCheck(addCandidate(NO_RELEASE, { source: {}, time: new Date().toISOString(), files: buildFiles(dist, SITE_RULES.ignore) }), 1);
    sites[app.name] = path.join(dir, app.name);
    await layOutSite({ dir: sites[app.name], release, siteUrl: new URL('http://localhost/'), added: { id: 1, from: dist } });
  }
  return { sites, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Answers each remote's site from its laid-out folder, as its Hosting site would: the file, or a 404. `page`: a page or a whole context. */
export async function serveLaidOut(page, remoteSites, folders) {
  for (const [remote, site] of Object.entries(remoteSites)) {
    await page.route(`${site}**`, (route) => {
      const file = path.join(folders[remote], decodeURIComponent(new URL(route.request().url()).pathname.slice(new URL(site).pathname.length)));
      if (!file.startsWith(folders[remote] + path.sep) || !existsSync(file) || statSync(file).isDirectory()) return route.fulfill({ status: 404, body: 'Not Found' });
      const cacheControl = BUILD_FOLDER.test(path.relative(folders[remote], file)) ? 'public, max-age=31536000, immutable' : 'no-cache';
      return route.fulfill({ path: file, headers: { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin', 'cache-control': cacheControl } });
    });
  }
}

/**
 * Opens the storefront at `hostUrl`, with each remote's site laid out as a release lays it out, lets it
 * settle, and records what it asks the remotes' sites for while a shopper views a product, turns the page,
 * filters, sorts, registers, adds to the cart and opens the checkout.
 * @param {string} hostUrl
 * @param {string} root  the repository, whose remotes' dist/ folders are laid out
 * @returns {Promise<Record<string, { files: string[], atRoot: string[] }>>}
 */
export async function measureLateFiles(hostUrl, root) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const laidOut = await laidOutAsReleased(root);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const remoteSites = Object.fromEntries(REMOTES.map((app) => [app.name, `http://localhost:${app.port}/`]));
    await serveLaidOut(page, remoteSites, laidOut.sites);
    await settle(page, hostUrl);
    const sites = await page.evaluate(() => globalThis.__STOREFRONT_CONFIG__.remotes);
    const asked = [];
    page.on('request', (request) => asked.push(request.url()));
    await useEveryRemote(page);
    return lateFilesBySite(asked, sites);
  } finally {
    await browser.close();
    laidOut.remove();
  }
}
