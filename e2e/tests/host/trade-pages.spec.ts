import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { breakRemote } from '../../support/faults';
import { untilHydrated } from '../../support/hydration';
import { REMOTE_NAMES } from '../../support/remotes';
import { registerThroughUi, uniqueEmail } from '../../support/session';
import { dismissSplash } from '../../support/splash';
import { TRADE_PAGES } from '../../support/tradePages';

const NAV = [['Home', '/'], ...TRADE_PAGES] as const;

/** Below this width the header's links are in the mobile menu, as on the storefront (75rem). */
const MENU_BELOW = 1200;
const WIDTHS = [320, 375, 768, 1024, 1440];

/** Where the cart keeps its summary for the tab, and its shape: the contract in shared/src/tab/cartSummary.ts. */
const CART_SUMMARY_KEY = 'storefront.cart-summary.v1';

const banner = (page: Page) => page.getByRole('banner');
const cartLink = (page: Page) => banner(page).getByRole('link', { name: /^Cart/ });

/** A trade page once its code has hydrated the header and the auth remote has said who is signed in. */
async function openTradePage(page: Page, href: string): Promise<void> {
  await page.goto(href);
  await untilHydrated(page);
  await expect(banner(page).getByRole('link', { name: 'Login' }).or(banner(page).getByRole('button', { name: 'Logout' })).first()).toBeVisible();
}

/** Each navigation link of a list, with its address and whether it is marked as the current page. */
function linksOf(list: Locator) {
  return list.getByRole('link').evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]));
}

const expectedLinks = (currentHref: string) => NAV.map(([label, href]) => [label, href, href === currentHref ? 'page' : null]);

/** What scrolls sideways or leaves the screen at the current width, as sentences. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width) problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const control of document.querySelectorAll<HTMLElement>('header a, header button, #mobile-menu a, #mobile-menu button')) {
      if (control.getClientRects().length === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      const { left, right } = control.getBoundingClientRect();
      if (left < 0 || right > width + 0.5) problems.push(`"${control.textContent?.trim()}" spans ${Math.round(left)}-${Math.round(right)} px`);
    }
    return problems;
  });
}

/** Every width from a small phone to a desktop: nothing scrolls sideways, and below the breakpoint Menu opens the slide-in menu. */
async function walkWidths(page: Page, currentHref: string): Promise<void> {
  const menu = banner(page).getByRole('button', { name: 'Menu' });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    expect.soft(await layoutProblems(page), `at ${width} px`).toEqual([]);
    if (width >= MENU_BELOW) {
      await expect(menu, `at ${width} px`).toBeHidden();
      expect(await linksOf(page.getByRole('navigation', { name: 'Main' }))).toEqual(expectedLinks(currentHref));
      continue;
    }
    await expect(page.getByRole('navigation', { name: 'Main' }), `at ${width} px`).toBeHidden();
    await menu.click();
    const panel = page.locator('#mobile-menu');
    await expect(panel).toBeVisible();
    expect(await linksOf(panel.getByRole('navigation', { name: 'Mobile' }))).toEqual(expectedLinks(currentHref));
    // Once it has slid in.
    await panel.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    expect.soft(await layoutProblems(page), `at ${width} px with the menu open`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menu).toBeFocused();
  }
}

/** The signed-in shopper's uid, as the auth remote published it on the page's bus. */
function signedInUid(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    type Core = { channels: Map<string, { value?: { user: { uid: string } | null } }> };
    const core = (globalThis as unknown as Record<symbol, Core | undefined>)[Symbol.for('storefront.bus.v1')];
    return core?.channels.get('auth/state')?.value?.user?.uid;
  });
}

test.describe('each trade page', () => {
  for (const [label, href] of TRADE_PAGES) {
    test(`${href} has the storefront's header, its own link marked, the logo and Home leading back`, async ({ page, request }) => {
      // Served as HTML: the header paints before any script.
      const served = await (await request.get(href)).text();
      expect(served).toMatch(new RegExp(`<header[^>]*>[\\s\\S]*href="${href}" aria-current="page"[\\s\\S]*</header>`));

      await openTradePage(page, href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
      expect(await linksOf(page.getByRole('navigation', { name: 'Main' }))).toEqual(expectedLinks(href));
      await expect(banner(page).getByRole('link', { name: 'Northgate Cash & Carry' })).toHaveAttribute('href', '/');
      await expect(banner(page).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/?login');
      await expect(cartLink(page)).toHaveAttribute('href', '/?cart');
      await expect(banner(page).getByRole('button', { name: /^Cart/ })).toHaveCount(0);
    });
  }

  // One test for the cart's count on every page, so the cart's gate runs it once rather than once a page.
  test('a signed-out shopper reads an empty cart on the header of every trade page', { tag: ['@cart', '@auth'] }, async ({ page }) => {
    for (const [, href] of TRADE_PAGES) {
      await openTradePage(page, href);
      await expect(cartLink(page).getByTestId('cart-count'), href).toHaveText('0');
    }
  });

  test('keeps "Back to the storefront", and Home returns there too', async ({ page }) => {
    await openTradePage(page, '/products.html');
    await page.getByRole('link', { name: 'Back to the storefront' }).click();
    await expect(page).toHaveURL('/');
    await dismissSplash(page);
    await page.goto('/contact.html');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('the trade header at every width from 320 to 1440 px', () => {
  test('signed out: no sideways scroll, and below the storefront’s breakpoint Menu opens the slide-in menu', async ({ page }) => {
    await openTradePage(page, '/warehouse-locations.html');
    await walkWidths(page, '/warehouse-locations.html');
  });
});

test.describe('axe on a trade page', () => {
  // axe-core injects inline styles while it measures, which the page's Content-Security-Policy rightly refuses.
  test.use({ bypassCSP: true });

  const scan = async (page: Page) => {
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    return violations.map(({ id, help, nodes }) => `${id} (${help}): ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
  };

  test('finds no violation, on a desktop and on a phone with the menu open', async ({ page }) => {
    await openTradePage(page, '/bulk-deals.html');
    expect(await scan(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 740 });
    await banner(page).getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    expect(await scan(page)).toEqual([]);
  });
});

test.describe('the signed-in shopper on a trade page', () => {
  test('sees their email and their cart’s count, is still signed in at every width, and Logout signs them out', { tag: ['@cart', '@auth'] }, async ({ page }) => {
    const email = uniqueEmail('a.long.trade.account.for.purchasing');
    await page.goto('/');
    await dismissSplash(page);
    await registerThroughUi(page, email);
    const uid = await signedInUid(page);
    expect(uid).toBeTruthy();

    await page.goto('/trade-registration.html');
    // The count as the cart keeps it for this tab; a reload reads it as a trip from the storefront would.
    await page.evaluate(({ key, summary }) => sessionStorage.setItem(key, JSON.stringify(summary)), { key: CART_SUMMARY_KEY, summary: { owner: uid, count: 3 } });
    await openTradePage(page, '/trade-registration.html');
    await expect(banner(page).getByText(email).first()).toBeVisible();
    await expect(cartLink(page).getByTestId('cart-count')).toHaveText('3');
    await expect(cartLink(page)).toHaveAccessibleName(/^Cart 3/);
    await walkWidths(page, '/trade-registration.html');

    await page.setViewportSize({ width: 1280, height: 800 });
    await banner(page).getByRole('button', { name: 'Logout' }).click();
    await expect(banner(page).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/?login');
    await expect(cartLink(page).getByTestId('cart-count')).toHaveText('0');
    // Signed out for real: the session Firebase restores on the next page has gone.
    await openTradePage(page, '/trade-registration.html');
    await expect(banner(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(banner(page).getByText(email)).toHaveCount(0);
  });
});

test.describe('the trade header’s Login and Cart', () => {
  test.beforeEach(async ({ page }) => {
    // Once a session: the storefront they lead to starts without its splash.
    await page.goto('/');
    await dismissSplash(page);
  });

  test('Login lands on the storefront with the Login dialog open, and the address forgets it', async ({ page }) => {
    await openTradePage(page, '/contact.html');
    await banner(page).getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('Cart lands on the storefront with the cart panel open, and the address forgets it', async ({ page }) => {
    await openTradePage(page, '/bulk-deals.html');
    await cartLink(page).click();
    await expect(banner(page).getByRole('button', { name: /^Cart/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('complementary')).toBeVisible();
    await expect(page).toHaveURL('/');
    // A reload does not ask for the cart again: once the page has been idle the cart is there, warmed, and closed.
    await page.reload();
    await untilHydrated(page);
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('storefront:warmed').length), { timeout: 20_000 }).toBe(1);
    await expect(page.locator('[data-remote="cart"]')).toHaveAttribute('aria-busy', 'false');
    await expect(banner(page).getByRole('button', { name: /^Cart/ })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('complementary')).toHaveCount(0);
  });
});

test.describe('with every remote down', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource|net::ERR_/] });

  test('a trade page still shows the whole header, offering Login on the storefront, when the auth it needs to restore a session fails', { tag: ['@cart', '@auth'] }, async ({ page }) => {
    for (const remote of REMOTE_NAMES) await breakRemote(page, remote, 'manifest 404');
    // Someone was signed in on this browser (the auth remote's hint in shared/src/session/sessionHint.ts), so the page starts auth.
    await page.addInitScript(() => localStorage.setItem('storefront.auth.signedIn', '1'));
    await page.goto('/products.html');
    await untilHydrated(page);
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await linksOf(page.getByRole('navigation', { name: 'Main' }))).toEqual(expectedLinks('/products.html'));
    await expect(banner(page).getByRole('link', { name: 'Northgate Cash & Carry' })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/?login');
    await expect(cartLink(page).getByTestId('cart-count')).toHaveText('0');
    await page.setViewportSize({ width: 375, height: 740 });
    await banner(page).getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/?login');
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a trade page shows its header as served, its links working', async ({ page }) => {
    await page.goto('/contact.html');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    await expect(cartLink(page)).toHaveAttribute('href', '/?cart');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bulk Deals' }).click();
    await expect(page).toHaveURL(/\/bulk-deals\.html$/);
  });
});
