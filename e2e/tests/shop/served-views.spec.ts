import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { remoteFallback } from '../../support/remoteSlot';
import { remoteOrigin } from '../../support/remotes';
import { SERVED_SLOT, SHOP_SLOT, SHOP_SLOT_ID, UNSERVED_SLOT } from '../../support/shopSlot';
import { dismissSplash } from '../../support/splash';
import { runtimeConfigFromEnv } from '../../../tools/contracts/envScript.mjs';
import { serveSite } from '../../../tools/hosting/serveSite.mjs';
import { hostingSites } from '../../../tools/sites/sites.mjs';
import { FUNCTIONS_ORIGIN, PROJECT } from '../../../tools/stack/firebaseEmulators.mjs';

/**
 * A shop address (`/shop/groceries/?page=2`) answered by the shop's function through the Functions
 * emulator (remote-shop/functions): the storefront with that view's products in its first HTML, browsable
 * with no script, taken over by the shop without a seam, and the storefront as ever when the function or
 * the shop's site is down.
 */

const GROCERIES = [
  { name: 'Plain Flour', price: '£6.00' },
  { name: 'Long Grain Rice', price: '£' },
];

/** The names of the product cards in a page's shop, as served or as rendered. */
const cardNames = (page: Page) => page.locator('#shop').getByTestId('product-card').getByRole('heading').allTextContents();

test.describe('the first response at a shop address', () => {
  test('holds that view’s product names, pack sizes and prices, in the shop’s slot', async ({ request }) => {
    const response = await request.get('/shop/groceries/?page=2');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
    const html = await response.text();
    expect(html).toContain(SERVED_SLOT);
    // Groceries have one page: the page past the end is the last, as the shop shows it.
    for (const { name, price } of GROCERIES) {
      expect(html).toContain(`>${name}</button></h3>`);
      expect(html).toContain(price);
    }
    expect(html).toContain('5kg');
    expect(html).not.toContain('>Cola Cans<');
  });

  test('of the whole catalogue’s second page, in its order, differs from the first', async ({ request }) => {
    const names = async (address: string) => [...(await (await request.get(address)).text()).matchAll(/aria-haspopup="dialog">([^<]+)</g)].map((match) => match[1]);
    const first = await names('/shop/');
    const second = await names('/shop/?page=2');
    expect(first).toHaveLength(8);
    expect(second).toHaveLength(8);
    expect(second.filter((name) => first.includes(name))).toEqual([]);
    expect(await names('/shop/?sort=price-asc')).toContain('Chopped Tomatoes');
  });
});

test.describe('as early as the front door', () => {
  test('arrives compressed as the browser asks, and its products paint styled with the shop’s stylesheet still on its way, no splash file asked for', async ({ page, request }) => {
    const codings: [string, string | undefined][] = [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['identity', undefined]];
    for (const [accepted, coding] of codings) {
      const response = await request.get('/shop/groceries/', { headers: { 'accept-encoding': accepted } });
      expect(response.headers()['content-encoding'], accepted).toBe(coding);
      expect(response.headers().vary, accepted).toMatch(/Accept-Encoding/i);
      expect(await response.text()).toContain(SERVED_SLOT);
    }
    const asked: string[] = [];
    page.on('request', (asking) => asked.push(asking.url()));
    // The shop's site never sends its stylesheet: what paints the products is the document alone.
    await page.route(new RegExp(`^${remoteOrigin('shop')}/.*\\.css$`), () => undefined);
    await page.goto('/shop/groceries/', { waitUntil: 'domcontentloaded' });
    const card = page.locator(SHOP_SLOT).getByTestId('product-card').first();
    await expect(card).toBeInViewport();
    expect(await page.locator(SHOP_SLOT).getByRole('list', { name: 'Products' }).evaluate((grid) => getComputedStyle(grid).display)).toBe('grid');
    expect(await card.evaluate((element) => getComputedStyle(element).borderTopStyle)).not.toBe('none');
    expect(asked.filter((url) => new URL(url).pathname.startsWith('/media/splash/'))).toEqual([]);
  });
});

test.describe('with no script', () => {
  test.use({ javaScriptEnabled: false });

  test('a shopper or a crawler browses the whole catalogue by its links: categories, orders and pages', async ({ page }) => {
    await page.goto('/shop/');
    // The products at once: the splash, which greets the front door, is not over them.
    expect(await page.locator('#splash').isVisible()).toBe(false);
    const links = page.getByRole('navigation', { name: 'Browse the shop' });
    await expect(page.locator('#shop').getByTestId('product-card')).toHaveCount(8);

    await links.getByRole('list', { name: 'Pages' }).getByRole('link', { name: '4', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/\?page=4$/);
    await expect(page.locator('#shop').getByTestId('product-card')).toHaveCount(6);

    await links.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Frozen' }).click();
    await expect(page).toHaveURL(/\/shop\/frozen\/$/);
    const frozen = await cardNames(page);
    expect(frozen).toHaveLength(5);
    expect(frozen).toContain('Battered Cod Fillets');

    await links.getByRole('list', { name: 'Sort by' }).getByRole('link', { name: 'Price: high to low' }).click();
    await expect(page).toHaveURL(/\/shop\/frozen\/\?sort=price-desc$/);
    expect(await cardNames(page)).not.toEqual(frozen);
    expect((await cardNames(page)).sort()).toEqual([...frozen].sort());
  });
});

test.describe('with script', () => {
  test('the shop takes over the served view without a seam: the same products, no layout shift, no error', async ({ page }) => {
    await page.addInitScript(() => {
      type Shift = { value: number; startTime: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
      const shifts: { value: number; what: string }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      const named = (node?: Node) => (node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName));
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Shift[]) {
          if (entry.hadRecentInput) continue;
          const what = entry.sources.map(({ node, previousRect: from, currentRect: to }) => `${named(node)} ${from.y}→${to.y} h${from.height}→${to.height}`).join(', ');
          shifts.push({ value: entry.value, what: `${Math.round(entry.startTime)} ms: ${what}` });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const response = await page.goto('/shop/groceries/');
    const html = (await response?.text()) ?? '';
    expect(html).toContain(SERVED_SLOT);
    const served = [...html.matchAll(/aria-haspopup="dialog">([^<]+)</g)].map((match) => match[1]);
    expect(served).toHaveLength(5);
    // The shop's own render has replaced the served markup once the placeholder has gone.
    await expect(page.locator(SHOP_SLOT)).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator('#shop').getByRole('combobox', { name: 'Category' })).toHaveValue('Groceries');
    expect(await cardNames(page)).toEqual(served);
    await expect(page.locator('#shop').getByRole('heading', { name: 'Shop', level: 2 })).toBeInViewport();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; what: string }[] }).shifts);
    const cls = shifts.reduce((sum, { value }) => sum + value, 0);
    console.log(`CLS over the takeover at /shop/groceries/: ${cls.toFixed(4)}`);
    expect(cls, shifts.map(({ value, what }) => `${value.toFixed(4)} at ${what}`).join('\n')).toBeLessThanOrEqual(0.01);
  });

  test('the pictures on the first screen are asked for at once, the first before all else, the rest when scrolled near, in the served markup and the shop’s own alike', async ({ page }) => {
    type Picture = { src: string | null; loading: string | null; priority: string | null; whole?: boolean };
    const wholeSomewhere = new Set<number>();
    for (const viewport of [{ width: 390, height: 844 }, { width: 768, height: 1024 }, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      const html = (await (await page.goto('/shop/'))?.text()) ?? '';
      const { served, preloads } = await page.evaluate(({ document, slotId }) => {
        const slot = new DOMParser().parseFromString(document, 'text/html').getElementById(slotId);
        const pictures = [...(slot?.querySelectorAll('[data-testid="product-card"] img') ?? [])];
        return {
          served: pictures.map((img) => ({ src: img.getAttribute('src'), loading: img.getAttribute('loading'), priority: img.getAttribute('fetchpriority') })),
          preloads: slot?.querySelectorAll('link[rel="preload"]').length,
        };
      }, { document: html, slotId: SHOP_SLOT_ID });
      // The served view is the shop's own markup, with nothing beside its pictures that the shop's render has not.
      expect(preloads).toBe(0);
      // The shop's own render, once it has taken over, where the address puts the page: at the shop.
      await expect(page.locator(SHOP_SLOT)).toHaveCount(0, { timeout: 20_000 });
      await expect(page.locator('#shop').getByRole('heading', { name: 'Shop', level: 2 })).toBeInViewport();
      const live: Picture[] = await page.locator('#shop').getByTestId('product-card').locator('img').evaluateAll((images) =>
        images.map((img) => {
          const box = img.getBoundingClientRect();
          return { src: img.getAttribute('src'), loading: img.getAttribute('loading'), priority: img.getAttribute('fetchpriority'), whole: box.top >= 0 && box.bottom <= innerHeight };
        }),
      );
      expect(live.map(({ src, loading, priority }) => ({ src, loading, priority }))).toEqual(served);
      expect(live[0], `the first picture at ${viewport.width} px`).toMatchObject({ loading: 'eager', priority: 'high', whole: true });
      expect(live.slice(1).map(({ priority }) => priority)).not.toContain('high');
      live.forEach(({ whole, loading }, index) => {
        if (!whole) return;
        wholeSomewhere.add(index);
        expect(loading, `picture ${index + 1}, whole on the first screen at ${viewport.width} px`).toBe('eager');
      });
    }
    const below = await page.locator('#shop').getByTestId('product-card').locator('img').evaluateAll((images) => images.map((img) => img.getAttribute('loading')));
    const neverOnTheFirstScreen = below.filter((_, index) => !wholeSomewhere.has(index));
    expect(neverOnTheFirstScreen.length).toBeGreaterThan(0);
    expect(neverOnTheFirstScreen.every((loading) => loading === 'lazy')).toBe(true);
  });

  test('the old addresses open the same views', async ({ page }) => {
    await page.goto('/#groceries');
    await dismissSplash(page);
    await expect(page.locator('#shop').getByRole('combobox', { name: 'Category' })).toHaveValue('Groceries');
    await page.goto('/?page=2#shop');
    await expect(page.locator('#shop').getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('a failure costs nothing', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource|net::ERR_/] });
  let servers: Server[] = [];

  /** The host's site on a port of its own, as the local stack serves it, with the shop's site and the function where `where` says. */
  async function hostSite(where: { shop?: string; functions?: { origin: string; project: string } }): Promise<string> {
    const env = where.shop ? { STOREFRONT_SHOP_URL: where.shop } : {};
    const site = hostingSites({ env }).find((candidate: { target: string }) => candidate.target === 'host');
    const server = await serveSite({ site, port: 0, config: runtimeConfigFromEnv(env), functions: where.functions });
    servers.push(server);
    return `http://localhost:${(server.address() as AddressInfo).port}`;
  }

  /** A port nothing listens on: a site or a function that is down. */
  async function downPort(): Promise<number> {
    const { createServer } = await import('node:net');
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    return port;
  }

  test.afterEach(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    servers = [];
  });

  test('with the function down, the address answers 200 with the storefront, and the shop loads in the browser', async ({ page }) => {
    const origin = await hostSite({ functions: { origin: `http://127.0.0.1:${await downPort()}`, project: PROJECT } });
    const response = await page.goto(`${origin}/shop/groceries/`);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toContain(UNSERVED_SLOT);
    expect(html).not.toContain(SERVED_SLOT);
    await dismissSplash(page);
    await expect(page.locator('#shop').getByRole('combobox', { name: 'Category' })).toHaveValue('Groceries');
    await expect(page.locator('#shop').getByTestId('product-card')).toHaveCount(5);
  });

  test('with the shop’s site down, the address answers 200 with the storefront, and the shop’s slot offers Retry', async ({ page }) => {
    const origin = await hostSite({ shop: `http://localhost:${await downPort()}/`, functions: { origin: FUNCTIONS_ORIGIN, project: PROJECT } });
    const response = await page.goto(`${origin}/shop/groceries/`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-store');
    const html = (await response?.text()) ?? '';
    expect(html).toContain(UNSERVED_SLOT);
    expect(html).not.toContain(SERVED_SLOT);
    await dismissSplash(page);
    const fallback = remoteFallback(page, 'shop');
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
