import { cpSync, readdirSync, renameSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { test, expect } from '../../support/fixtures';
import { remoteFallback } from '../../support/remoteSlot';
import { dismissSplash } from '../../support/splash';
import { REPO, workFolder } from '../../support/tempBuild';
import { APPS, appNamed } from '../../../tools/apps.mjs';
import { runtimeConfigFromEnv } from '../../../tools/contracts/envScript.mjs';
import { serveSite } from '../../../tools/hosting/serveSite.mjs';
import { deployedFiles, hostingSites } from '../../../tools/sites/sites.mjs';

/**
 * The local sites are the deployed ones: each answers only what a deploy uploads, and never lets a
 * browser keep a miss, so that a chunk asked for before it was there loads once it is.
 */

/** Addresses shaped like a build's files that no build holds. */
const MISSES = ['/abc.0123456789.js', '/styles.0123456789.css', '/assets/abc.0123456789.svg', '/__federation_expose_Nothing.0123456789.js', '/v/9/main.0123456789.js'];

const origin = (app: { port: number }) => `http://localhost:${app.port}`;
const distOf = (app: { folder: string }) => path.join(REPO, app.folder, 'dist');

test('no local site lets a miss be kept: a build-shaped name it does not hold is a 404 to revalidate, a hashed file it holds is kept a year', async ({ request }) => {
  for (const app of APPS) {
    for (const miss of MISSES) {
      const response = await request.get(origin(app) + miss);
      expect(response.status(), `${app.folder} ${miss}`).toBe(404);
      expect(response.headers()['cache-control'], `${app.folder} ${miss}`).toBe('no-cache');
    }
    const hashed = readdirSync(distOf(app)).find((name) => /\.[0-9a-f]{10}\.js$/.test(name));
    const found = await request.get(`${origin(app)}/${hashed}`);
    expect(found.status(), `${app.folder} ${hashed}`).toBe(200);
    expect(found.headers()['cache-control'], `${app.folder} ${hashed}`).toBe('public, max-age=31536000, immutable');
  }
});

test('npm start serves what a deploy uploads: no source map, stats or list of hashes is answered, every uploaded file is', async ({ request }) => {
  for (const app of APPS) {
    const dist = distOf(app);
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((name) => statSync(path.join(dist, name)).isFile());
    const deployed = new Set<string>(deployedFiles(dist));
    const leftOut = files.map((name) => name.split(path.sep).join('/')).filter((name) => !deployed.has(name));
    expect(leftOut.filter((name) => name.endsWith('.js.map')).length, `${app.folder} keeps its source maps in dist/`).toBeGreaterThan(0);
    expect(leftOut, app.folder).toContain(app.folder === 'host' ? 'inline-script-hashes.json' : 'mf-stats.json');
    for (const name of leftOut) expect((await request.get(`${origin(app)}/${name}`)).status(), `${app.folder} ${name}`).toBe(404);
    for (const name of deployed) expect((await request.get(`${origin(app)}/${name}`)).status(), `${app.folder} ${name}`).toBe(200);
  }
});

test.describe('a chunk missing when first asked for', () => {
  const CART = appNamed('cart');
  let work: ReturnType<typeof workFolder>;
  let servers: Server[] = [];
  let cartDir: string;
  let hostUrl: string;
  let cartUrl: string;

  async function listen(server: Promise<Server>): Promise<string> {
    const started = await server;
    servers.push(started);
    return `http://127.0.0.1:${(started.address() as AddressInfo).port}/`;
  }

  test.beforeAll(async () => {
    work = workFolder('missing-chunk');
    cartDir = path.join(work.dir, 'cart-site');
    cpSync(distOf(CART), cartDir, { recursive: true });
    // The cart's site as a deploy completes it, with every file of its build there.
    const cartSite = hostingSites({ env: {}, builds: { [CART.hosting]: cartDir } }).find((site: { target: string }) => site.target === CART.hosting);
    cartUrl = await listen(serveSite({ site: cartSite, port: 0 }));
    const env = { STOREFRONT_CART_URL: cartUrl };
    const hostSite = hostingSites({ env }).find((site: { target: string }) => site.target === 'host');
    hostUrl = await listen(serveSite({ site: hostSite, port: 0, config: runtimeConfigFromEnv(env) }));
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    servers = [];
    work.remove();
  });

  test('is asked for again by Retry once it is there, and the cart loads', { tag: ['@cart'] }, async ({ browser, request }) => {
    // A context of its own: the suite's routes its pages' requests, and a routed context has no HTTP cache.
    const context = await browser.newContext();
    const page = await context.newPage();
    const chunk = readdirSync(cartDir).find((name) => /^__federation_expose_CartPanel\.[0-9a-f]{10}\.js$/.test(name)) ?? '';
    const aside = path.join(work.dir, chunk);
    renameSync(path.join(cartDir, chunk), aside);
    const loaded: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === `/${chunk}`) loaded.push(response.status());
    });

    await page.goto(hostUrl);
    await dismissSplash(page);
    await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
    const fallback = remoteFallback(page, 'cart');
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    // The page cannot read a cross-origin 404 of a script (the browser blocks it): ask as the browser did.
    const chunkUrl = new URL(chunk, cartUrl).href;
    const missing = await request.get(chunkUrl);
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBe('no-cache');
    // The page's own request, through the browser's cache, as any later load of the chunk would be.
    const fetched = () => page.evaluate((url) => fetch(url).then((response) => response.status), chunkUrl);
    expect(await fetched()).toBe(404);

    renameSync(aside, path.join(cartDir, chunk));
    expect(await fetched(), 'the miss was not kept').toBe(200);
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(fallback).toBeHidden();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    expect(loaded).toContain(200);
    await context.close();
  });
});
