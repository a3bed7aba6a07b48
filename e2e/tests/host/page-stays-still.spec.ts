import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { untilHydrated } from '../../support/hydration';
import { dismissSplash } from '../../support/splash';

/** The sections below the shop, which are neither laid out nor drawn until they come near the screen. */
const LOWER_SECTIONS = ['#green-living', '#about', '#contact', '#newsletter'];

/** Two frames: what the browser lays out and draws for what has just come on screen. */
const nextFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

const heightOf = (page: Page, selector: string) => page.locator(selector).evaluate((section) => section.getBoundingClientRect().height);

for (const width of [390, 768, 1280]) {
  test(`at ${width} px, each lower section's room before it is first drawn is its drawn height within 10%`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await untilHydrated(page);
    // React keeps the served markup until the sections' code comes: the same markup, the same height.
    await expect(page.locator('#newsletter form button[type="submit"]')).toBeEnabled();
    const before = new Map<string, number>();
    for (const selector of LOWER_SECTIONS) before.set(selector, await heightOf(page, selector));
    await dismissSplash(page);
    const figures: string[] = [];
    for (const selector of LOWER_SECTIONS) {
      await page.locator(selector).evaluate((section) => section.scrollIntoView({ block: 'start' }));
      await nextFrames(page);
      const drawn = await heightOf(page, selector);
      const room = before.get(selector) ?? 0;
      figures.push(`${selector} ${room.toFixed(0)} before, ${drawn.toFixed(0)} drawn (${((room / drawn - 1) * 100).toFixed(1)}%)`);
      expect.soft(Math.abs(room - drawn) / drawn, `${selector} at ${width} px: ${room} before, ${drawn} drawn`).toBeLessThanOrEqual(0.1);
    }
    console.log(`lower sections at ${width} px:\n  ${figures.join('\n  ')}`);
  });
}

test('a confirmation that appears under a resting pointer still goes after its 3 s', async ({ page }) => {
  await page.goto('/');
  await dismissSplash(page);
  const form = page.getByRole('form', { name: 'Send an enquiry' });
  await form.getByLabel('Name').fill('Sam Trader');
  await form.getByLabel('Email').fill('sam@example.com');
  await form.getByLabel('Enquiry').fill('Pallet prices for basmati rice, please.');
  const send = form.getByRole('button', { name: 'Send enquiry' });
  // The click below is a mouse's at a point, which waits for nothing: Send is enabled once the section
  // has hydrated, later than the splash on a busy machine.
  await expect(send).toBeEnabled();
  // Send at the foot of the window, where the bar appears: the click leaves the pointer resting in it.
  await send.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 12));
  await nextFrames(page);
  const box = await send.boundingBox();
  if (!box) throw new Error('Send enquiry has no box');
  const pointer = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.click(pointer.x, pointer.y);
  const bar = page.getByTestId('notification');
  await expect(bar).toHaveText('Enquiry sent! We’ll reply soon.');
  const barBox = await bar.locator('div').first().boundingBox();
  expect(barBox && pointer.y >= barBox.y && pointer.y <= barBox.y + barBox.height && pointer.x >= barBox.x && pointer.x <= barBox.x + barBox.width, 'the bar is under the pointer').toBe(true);
  await expect(bar).toBeEmpty({ timeout: 4500 });
});

test('a confirmation stays while the shopper moves the pointer into it, and goes once it leaves', async ({ page }) => {
  await page.goto('/');
  await dismissSplash(page);
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  await form.getByLabel('Email').fill('buyer@example.com');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const bar = page.getByTestId('notification');
  await expect(bar).toHaveText('Subscribed! Bulk updates soon.');
  const box = await bar.locator('div').first().boundingBox();
  if (!box) throw new Error('the bar has no box');
  await page.mouse.move(box.x + 10, box.y + box.height / 2);
  await page.mouse.move(box.x + 30, box.y + box.height / 2, { steps: 3 });
  await page.waitForTimeout(3500);
  await expect(bar).toHaveText('Subscribed! Bulk updates soon.');
  await page.mouse.move(box.x + 30, box.y - 80, { steps: 3 });
  await expect(bar).toBeEmpty({ timeout: 1000 });
});
