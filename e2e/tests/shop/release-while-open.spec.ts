import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { endRehearsal, missesAt, nextBuild, OPENINGS, redrawn, releaseOnStack } from '../../support/releaseWhileOpen';
import { remoteOrigin } from '../../support/remotes';
import { REPO } from '../../support/tempBuild';

/**
 * The shop team releases while a shopper has the storefront open: the shopper then opens a product, filters,
 * turns the page and sorts, and every picture and file comes from the build their page loaded. The next
 * build draws every product's picture anew (the same picture, other bytes), so the pictures a page shows
 * late (the next page's, a category's) have other names in it.
 */
const PICTURES = path.join('src', 'catalogue', 'images');
let next: string;

test.beforeAll(() => {
  test.setTimeout(240_000);
  const pictures = readdirSync(path.join(REPO, 'remote-shop', PICTURES)).filter((file) => file.endsWith('.svg'));
  next = nextBuild('shop', Object.fromEntries(pictures.map((file) => [path.join(PICTURES, file), redrawn])));
});

test.afterEach(() => endRehearsal('shop'));

/** Every picture of the cards shown has arrived and been drawn. */
async function expectPicturesDrawn(cards: Locator) {
  for (const card of await cards.all()) {
    const picture = card.locator('img').first();
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  }
}

for (const opening of OPENINGS) {
  test.describe(opening.title, () => {
    test.use({ serviceWorkers: opening.serviceWorkers });

    test('a shopper whose page opened before the shop team’s release opens a product, filters, turns the page and sorts', async ({ page }) => {
      test.setTimeout(180_000);
      const shop = page.locator('#shop');
      const cards = shop.getByTestId('product-card');
      const pages = shop.getByRole('navigation', { name: 'Pages' });
      await releaseOnStack('shop', path.join(REPO, 'remote-shop', 'dist'));
      await opening.open(page);
      const misses = missesAt(page, remoteOrigin('shop'));
      await releaseOnStack('shop', next);

      await cards.first().getByRole('heading').getByRole('button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await pages.getByRole('button', { name: 'Next' }).click();
      await expect(pages.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
      await expectPicturesDrawn(cards);
      await shop.getByRole('combobox', { name: 'Category' }).selectOption('Frozen');
      for (const card of await cards.all()) await expect(card).toContainText('Frozen');
      await expectPicturesDrawn(cards);
      await shop.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc');
      await expectPicturesDrawn(cards);
      expect(misses, 'every file the page asked the shop site for, after the release').toEqual([]);
    });
  });
}
