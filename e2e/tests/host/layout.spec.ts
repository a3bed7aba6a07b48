import type { Page, TestInfo } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { remoteFallback } from '../../support/remoteSlot';
import { remoteOrigin } from '../../support/remotes';
import { registerThroughUi, uniqueEmail } from '../../support/session';
import { dismissSplash } from '../../support/splash';

/** From a small phone to a desktop, including the widths where the header and hero once broke. */
const WIDTHS = [320, 390, 480, 600, 768, 900, 1024, 1200, 1440];
const HEIGHT = 800;

/**
 * What a shopper would see wrong at the current width, as sentences: sideways scrolling, a header
 * control past the screen's edge, the hero's heading or button outside the hero or under the header.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > width) problems.push(`the page is ${scrollWidth} px wide and scrolls sideways`);

    const header = document.querySelector('header')!;
    const shown = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    for (const control of header.querySelectorAll<HTMLElement>('a, button, [title]')) {
      if (!shown(control)) continue;
      const box = control.getBoundingClientRect();
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
      if (box.left < 0 || box.right > width + 0.5) problems.push(`header "${name}" spans ${Math.round(box.left)}-${Math.round(box.right)} px`);
    }

    const headerBottom = header.getBoundingClientRect().bottom;
    const hero = document.querySelector('section[aria-labelledby="hero-heading"]')!.getBoundingClientRect();
    for (const [what, element] of [
      ['heading', document.getElementById('hero-heading')!],
      ['Explore Our Stock', [...document.querySelectorAll('a')].find((link) => link.textContent === 'Explore Our Stock')!],
    ] as const) {
      const box = element.getBoundingClientRect();
      if (box.top < hero.top || box.bottom > hero.bottom + 0.5 || box.left < hero.left || box.right > hero.right + 0.5) {
        problems.push(`the hero's ${what} (${Math.round(box.top)}-${Math.round(box.bottom)} px) leaves the hero (${Math.round(hero.top)}-${Math.round(hero.bottom)} px)`);
      }
      if (box.top < headerBottom) problems.push(`the hero's ${what} starts at ${Math.round(box.top)} px, under the header (to ${Math.round(headerBottom)} px)`);
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !element.contains(hit)) problems.push(`the hero's ${what} is covered by ${hit?.tagName ?? 'nothing'}`);
    }
    return problems;
  });
}

/** Walks every width; a width with problems leaves its screenshot in the report. */
async function walkWidths(page: Page, testInfo: TestInfo, state: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const problems = await layoutProblems(page);
    if (problems.length > 0) {
      await testInfo.attach(`${state} at ${width} px`, { body: await page.screenshot(), contentType: 'image/png' });
    }
    expect.soft(problems, `${state} at ${width} px`).toEqual([]);
  }
}

test.describe('every width from 320 to 1440 px', () => {
  test('signed out: no sideways scroll, the header fits, the hero holds its text', async ({ page }, testInfo) => {
    await page.goto('/');
    await dismissSplash(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
    await walkWidths(page, testInfo, 'signed out');
  });

  test('signed in with a long email: the email gives way, Logout, Cart and Menu stay on screen', { tag: ['@auth'] }, async ({ page }, testInfo) => {
    const email = uniqueEmail('a.very.long.trade.account.name.for.the.purchasing.department');
    await page.goto('/');
    await dismissSplash(page);
    await registerThroughUi(page, email);
    await walkWidths(page, testInfo, 'signed in');

    // The email is cut short on screen, never for a screen reader or a pointer's tooltip.
    await page.setViewportSize({ width: 1024, height: HEIGHT });
    const shownEmail = page.getByRole('banner').getByText(email).first();
    await expect(shownEmail).toBeVisible();
    await expect(shownEmail).toHaveAttribute('title', email);
    expect(await shownEmail.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  });
});

test.describe('a failed remote on a phone', () => {
  // The cart's origin refuses: the browser logs each refused request.
  test.use({ expectedConsoleErrors: [/Failed to load resource|net::ERR_/] });

  test('the notification bar never covers its Retry: the fallback stands above the bar while it shows', { tag: ['@shop', '@auth'] }, async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await context.route(`${remoteOrigin('cart')}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await dismissSplash(page);
    await registerThroughUi(page);
    const fallback = remoteFallback(page, 'cart');
    await expect(fallback).toBeVisible({ timeout: 20_000 });

    // An add while the cart is down is kept and said so in the bar, which spans the phone's width.
    await page.locator('#shop').getByTestId('product-card').first().getByRole('button', { name: 'Add to cart' }).click();
    const bar = page.getByTestId('notification').locator('> *');
    await expect(bar).toBeVisible();
    const [barBox, fallbackBox] = [await bar.boundingBox(), await fallback.boundingBox()];
    expect(fallbackBox!.y + fallbackBox!.height, 'the fallback ends above the bar').toBeLessThanOrEqual(barBox!.y);
    await fallback.getByRole('button', { name: 'Retry' }).click({ trial: true, timeout: 2_000 });

    // Once the bar has gone, the fallback goes back down to its corner.
    await expect(bar).toBeHidden({ timeout: 15_000 });
    await expect.poll(async () => (await fallback.boundingBox())!.y).toBeGreaterThan(fallbackBox!.y);
  });
});
