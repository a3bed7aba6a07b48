import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '../../support/fixtures';
import { packSize } from '../../support/packSize';
import { SERVED_SLOT } from '../../support/shopSlot';
import { registerThroughUi, uniqueEmail } from '../../support/session';
import { dismissSplash } from '../../support/splash';

/**
 * The built sites as Firebase Hosting serves them: the Hosting emulator on a staged copy with the config
 * a release uploads (tools/emulateHosting.mjs), beside the stack the rest of the suite uses, whose
 * Auth emulator and Firestore it shares.
 */

const REPO = path.resolve(__dirname, '../../..');
/** The emulator's line once it serves: the host's address, then each remote's name and port (`shop 5006, cart 5007`). */
const READY = /Hosting emulator ready: (http:\/\/localhost:\d+) \(([^)]*)\)/;
const YEAR = 'public, max-age=31536000, immutable';

/**
 * On a loaded machine the stack's Firestore emulator can drop the first write a page sends it while its
 * JVM warms up (e2e/tests/together/journey.spec.ts run alone fails the same way): this test is about Hosting, so
 * the stack's first account and record read happen here.
 */
async function warmUpFirestore(): Promise<void> {
  const signUp = await fetch('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: uniqueEmail('warm-up'), password: 'bulk-buyer-2025', returnSecureToken: true }),
  });
  const { idToken, localId } = (await signUp.json()) as { idToken: string; localId: string };
  const documents = 'projects/demo-storefront/databases/(default)/documents';
  await fetch(`http://127.0.0.1:8080/v1/${documents}:batchGet`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${idToken}`, Origin: 'http://localhost:5000' },
    body: JSON.stringify({ documents: [`${documents}/users/${localId}`] }),
  }).catch(() => undefined);
}

let emulator: ChildProcess | undefined;
/** Each site's origin by app name, as the emulator serves it. */
const origins: Record<string, string> & { host: string } = { host: '' };

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const child = spawn(process.execPath, [path.join(REPO, 'tools', 'emulateHosting.mjs'), '--port', '5000'], {
    cwd: REPO,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  emulator = child;
  let output = '';
  const ready = await new Promise<RegExpExecArray>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (match) resolve(match);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`the Hosting emulator stopped (exit ${code}):\n${output}`)));
  });
  await warmUpFirestore();
  const [, host = '', remotes = ''] = ready;
  origins.host = host;
  for (const [name = '', port] of remotes.split(', ').map((site) => site.split(' '))) origins[name] = `http://localhost:${port}`;
});

test.afterAll(async () => {
  const child = emulator;
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGINT');
  const forced = setTimeout(() => process.kill(-(child.pid as number), 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(forced);
});

test('a shopper browses, adds to the cart and sees it, with no Content-Security-Policy violation', { tag: ['@shop', '@cart', '@auth'] }, async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto(origins.host);
  await dismissSplash(page);
  const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: 'Plain Flour', exact: true }) });
  await expect(card).toBeVisible();
  await registerThroughUi(page);
  await card.getByLabel('Pack size').selectOption('5kg');
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
  const cart = page.getByRole('complementary', { name: 'Cart' });
  await expect(cart.getByTestId('cart-line').filter({ hasText: 'Plain Flour' }).filter({ hasText: packSize('5kg') })).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test('Hosting serves the configured headers: revalidated entry points, hashed files for a year, the CSP with the build’s hashes, a remote’s public files open to any origin, 404 for a missing chunk', async ({ request }) => {
  const fromHost = { headers: { Origin: origins.host } };
  const cacheControl = async (url: string) => (await request.get(url, fromHost)).headers()['cache-control'];
  for (const url of [`${origins.host}/`, `${origins.host}/index.html`, `${origins.host}/env.js`, `${origins.shop}/mf-manifest.json`, `${origins.shop}/remoteEntry.js`]) {
    expect(await cacheControl(url), url).toBe('no-cache');
  }
  const hashed = (folder: string, pattern: RegExp) => readdirSync(path.join(REPO, folder, 'dist')).find((name) => pattern.test(name));
  expect(await cacheControl(`${origins.host}/${hashed('host', /^main\.[0-9a-f]{10}\.js$/)}`)).toBe(YEAR);
  expect(await cacheControl(`${origins.cart}/${hashed('remote-cart', /\.[0-9a-f]{10}\.css$/)}`)).toBe(YEAR);

  const page = await request.get(`${origins.host}/`);
  const csp = page.headers()['content-security-policy'] ?? '';
  for (const [directive, file] of [['style-src', 'inline-style-hashes.json'], ['script-src', 'inline-script-hashes.json']] as const) {
    const hashes = JSON.parse(readFileSync(path.join(REPO, 'host', 'dist', file), 'utf8')) as string[];
    expect(hashes.length).toBeGreaterThan(0);
    const sources = new RegExp(`${directive} ([^;]*)`).exec(csp)?.[1]?.split(' ') ?? [];
    for (const hash of hashes) expect(sources).toContain(hash);
    expect(sources).not.toContain("'unsafe-inline'");
  }
  expect(csp).toContain("frame-ancestors 'none'");
  expect(page.headers()['x-frame-options']).toBe('DENY');

  const manifest = await request.get(`${origins.shop}/mf-manifest.json`, fromHost);
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  expect((await request.get(`${origins.cart}/env.js`)).status(), 'a remote’s site has no env.js of its own').toBe(404);

  expect((await request.get(`${origins.shop}/__federation_expose_Shop.0123456789.js`)).status()).toBe(404);
});

test('Hosting answers a shop address through the shop’s function in the Functions emulator: the storefront with that view’s products, kept at the edge a minute', { tag: ['@shop'] }, async ({ request }) => {
  const response = await request.get(`${origins.host}/shop/groceries/`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  const html = await response.text();
  expect(html).toContain(SERVED_SLOT);
  expect(html).toContain('>Plain Flour</button></h3>');
  expect(html).toContain(`href="${origins.shop}/__federation_expose_Shop.`);
});

test('Hosting serves a crawler the host’s robots.txt, naming the sitemap the shop’s function writes from its catalogue', { tag: ['@shop'] }, async ({ request }) => {
  const robots = await request.get(`${origins.host}/robots.txt`);
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toContain('text/plain');
  const [, sitemapUrl = ''] = /^Sitemap: (\S+)$/m.exec(await robots.text()) ?? [];
  expect(sitemapUrl).toBe(`${origins.host}/sitemap.xml`);
  const sitemap = await request.get(sitemapUrl);
  expect(sitemap.headers()['content-type']).toContain('xml');
  expect(await sitemap.text()).toContain(`<loc>${origins.host}/shop/groceries/long-grain-rice/</loc>`);
});

test('Hosting keeps no miss: on every site a name shaped like a build’s file that is not there is a 404 to revalidate, and what a deploy leaves out is not there', async ({ request }) => {
  for (const [name, origin] of Object.entries(origins)) {
    for (const miss of ['/abc.0123456789.js', '/styles.0123456789.css', '/assets/abc.0123456789.svg', '/v/9/main.0123456789.js']) {
      const response = await request.get(origin + miss);
      expect(response.status(), `${name} ${miss}`).toBe(404);
      expect(response.headers()['cache-control'], `${name} ${miss}`).toBe('no-cache');
    }
  }
  const map = readdirSync(path.join(REPO, 'host', 'dist')).find((file) => /^main\.[0-9a-f]{10}\.js\.map$/.test(file));
  for (const file of [map, 'inline-script-hashes.json']) expect((await request.get(`${origins.host}/${file}`)).status(), file).toBe(404);
  expect((await request.get(`${origins.cart}/mf-stats.json`)).status()).toBe(404);
});
