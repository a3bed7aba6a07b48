import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { registerThroughUi } from '../../support/session';
import { dismissSplash } from '../../support/splash';

/** The shop (remote on :3001) as mounted in the host on :3000. */

const CATEGORIES = ['Groceries', 'Beverages', 'Household', 'Snacks', 'Frozen', 'Personal Care'];

async function openStorefront(page: Page, path = '/') {
  await page.goto(path);
  await dismissSplash(page);
  await expect(shopParts(page).cards.first()).toBeVisible();
}

function shopParts(page: Page) {
  const shop = page.locator('#shop');
  const pages = shop.getByRole('navigation', { name: 'Pages' });
  return {
    shop,
    heading: shop.getByRole('heading', { name: 'Shop', exact: true, level: 2 }),
    category: shop.getByRole('combobox', { name: 'Category' }),
    sort: shop.getByRole('combobox', { name: 'Sort by' }),
    cards: shop.getByTestId('product-card'),
    card: (name: string) => shop.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) }),
    pages,
    page: (number: number) => pages.getByRole('button', { name: String(number), exact: true }),
    prev: pages.getByRole('button', { name: 'Prev' }),
    next: pages.getByRole('button', { name: 'Next' }),
  };
}

/** A Shop Now link in the host's range overview (`#products`). */
function shopNow(page: Page, category: string) {
  return page
    .locator('#products')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: category, exact: true }) })
    .getByRole('link', { name: 'Shop Now' });
}

test.describe('filter', () => {
  test('shows five products in each category and goes back to page 1', async ({ page }) => {
    await openStorefront(page);
    const shop = shopParts(page);
    await expect(shop.cards).toHaveCount(8);
    await expect(shop.category.locator('option')).toHaveText(['All', ...CATEGORIES]);

    await shop.page(3).click();
    await expect(shop.page(3)).toHaveAttribute('aria-current', 'page');

    for (const category of CATEGORIES) {
      await shop.category.selectOption(category);
      await expect(shop.cards).toHaveCount(5);
      for (const card of await shop.cards.all()) await expect(card).toContainText(category);
      await expect(shop.page(1)).toHaveAttribute('aria-current', 'page');
      await expect(shop.page(2)).toHaveCount(0);
      await expect(shop.next).toBeDisabled();
    }

    // Back to every category, from the start rather than the page left before filtering.
    await shop.category.selectOption('All');
    await expect(shop.cards).toHaveCount(8);
    await expect(shop.page(1)).toHaveAttribute('aria-current', 'page');
    await expect(shop.page(4)).toBeVisible();
  });

  test('sorts within the chosen category', async ({ page }) => {
    await openStorefront(page);
    const shop = shopParts(page);
    await shop.category.selectOption('Frozen');
    await shop.sort.selectOption('price-asc');
    await expect(shop.cards.locator('h3')).toHaveText([
      'Frozen Garden Peas',
      'Straight Cut Oven Chips',
      'Vanilla Ice Cream',
      'Battered Cod Fillets',
      'Quarter Pounder Beef Burgers',
    ]);
    await expect(shop.cards.first()).toContainText('from £4.49');
    await shop.sort.selectOption('price-desc');
    await expect(shop.cards.first()).toContainText('from £14.99');
  });
});

test.describe('pages', () => {
  test('Next, Prev and the numbers change the page, bringing the heading into view with focus', async ({ page }) => {
    await openStorefront(page);
    const shop = shopParts(page);
    await expect(shop.page(1)).toHaveAttribute('aria-current', 'page');
    await expect(shop.prev).toBeDisabled();
    const firstCard = await shop.cards.first().locator('h3').textContent();

    await shop.next.click();
    await expect(shop.page(2)).toHaveAttribute('aria-current', 'page');
    await expect(shop.page(1)).not.toHaveAttribute('aria-current', 'page');
    await expect(shop.cards.first().locator('h3')).not.toHaveText(firstCard ?? '');
    await expect(shop.heading).toBeFocused();
    await expect(shop.heading).toBeInViewport();

    // From the bottom of the page, a number brings the heading back as well.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(shop.heading).not.toBeInViewport();
    await shop.page(4).click();
    await expect(shop.page(4)).toHaveAttribute('aria-current', 'page');
    await expect(shop.cards).toHaveCount(6);
    await expect(shop.next).toBeDisabled();
    await expect(shop.heading).toBeInViewport();
    await expect(shop.heading).toBeFocused();

    await shop.prev.click();
    await expect(shop.page(3)).toHaveAttribute('aria-current', 'page');
    await expect(shop.cards).toHaveCount(8);
  });

  test('the page is in the address: a reload keeps it, and Back after a category change returns to it', async ({ page }) => {
    await openStorefront(page);
    const shop = shopParts(page);
    await shop.page(3).click();
    await expect(shop.page(3)).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/\/shop\/\?page=3$/);
    const third = await shop.cards.locator('h3').allTextContents();

    await page.reload();
    await dismissSplash(page);
    await expect(shop.page(3)).toHaveAttribute('aria-current', 'page');
    await expect(shop.cards.locator('h3')).toHaveText(third);
    await expect(shop.heading).toBeInViewport();

    await shop.category.selectOption('Frozen');
    await expect(shop.page(1)).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/\/shop\/frozen\/$/);
    await page.goBack();
    await expect(shop.category).toHaveValue('All');
    await expect(shop.page(3)).toHaveAttribute('aria-current', 'page');
    await expect(shop.cards.locator('h3')).toHaveText(third);
    await page.goForward();
    await expect(shop.category).toHaveValue('Frozen');
    await expect(shop.cards).toHaveCount(5);
  });

  test('each page is a step Back and Forward retrace, beside the order', async ({ page }) => {
    await openStorefront(page);
    const shop = shopParts(page);
    await shop.sort.selectOption('price-asc');
    await shop.next.click();
    await shop.page(4).click();
    await expect(page).toHaveURL(/\/shop\/\?sort=price-asc&page=4$/);
    await page.goBack();
    await expect(shop.page(2)).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(shop.page(1)).toHaveAttribute('aria-current', 'page');
    await expect(shop.sort).toHaveValue('price-asc');
    await page.goForward();
    await expect(shop.page(2)).toHaveAttribute('aria-current', 'page');
  });

  test('a page past the end shows the last page, and one that is not a number the first, never an empty grid', async ({ page }) => {
    await openStorefront(page, '/?page=40');
    const shop = shopParts(page);
    await expect(shop.page(4)).toHaveAttribute('aria-current', 'page');
    await expect(shop.cards).toHaveCount(6);
    await openStorefront(page, '/?page=last#snacks');
    await expect(shop.category).toHaveValue('Snacks');
    await expect(shop.page(1)).toHaveAttribute('aria-current', 'page');
    await expect(shop.cards).toHaveCount(5);
  });

  test('works from the keyboard', async ({ page }) => {
    await openStorefront(page);
    const shop = shopParts(page);
    await shop.next.focus();
    await page.keyboard.press('Enter');
    await expect(shop.page(2)).toHaveAttribute('aria-current', 'page');
    await expect(shop.heading).toBeFocused();
    // Tab from the heading reaches the shop's own controls first: its search, then the category.
    await page.keyboard.press('Tab');
    await expect(shop.shop.getByRole('combobox', { name: 'Search products' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(shop.category).toBeFocused();
  });
});

test.describe('detail', () => {
  test('opens from a card with everything about the product, and Esc hands focus back', async ({ page }) => {
    await openStorefront(page);
    const shop = shopParts(page);
    const name = shop.card('Plain Flour').getByRole('button', { name: 'Plain Flour' });
    await name.click();

    const dialog = page.getByRole('dialog', { name: 'Plain Flour' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Groceries');
    await expect(dialog).toContainText('All-purpose plain white flour');
    await expect(dialog.getByRole('radio')).toHaveCount(3);
    await expect(dialog.locator('label')).toHaveText([/5kg\s*£6\.00/, /10kg\s*£10\.00/, /20kg\s*£18\.00/]);
    await expect(dialog.getByRole('radio', { name: /5kg/ })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await expect(dialog.locator('img')).toHaveJSProperty('complete', true);
    expect(await dialog.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(name).toBeFocused();
  });

  test('the close button closes it, also when it was opened from the picture', async ({ page }) => {
    await openStorefront(page);
    const shop = shopParts(page);
    const card = shop.card('Long Grain Rice');
    await card.locator('img').click();
    const dialog = page.getByRole('dialog', { name: 'Long Grain Rice' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: 'Long Grain Rice' })).toBeFocused();
  });
});

test.describe('add to cart', () => {
  test('a visitor is asked to log in, and nothing is added', { tag: ['@cart', '@auth'] }, async ({ page }) => {
    await openStorefront(page);
    const card = shopParts(page).card('Plain Flour');
    await card.getByLabel('Pack size').selectOption('10kg');
    await card.getByRole('button', { name: 'Add to cart' }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    await expect(page.getByTestId('cart-count')).toHaveText('0');
  });

  test('a visitor adding from the detail is asked to log in too', { tag: ['@cart', '@auth'] }, async ({ page }) => {
    await openStorefront(page);
    await shopParts(page).card('Cola Cans').getByRole('button', { name: 'Cola Cans' }).click();
    await page.getByRole('dialog', { name: 'Cola Cans' }).getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('0');
  });
});

test.describe('add to cart, signed in', () => {
  test('a card adds the chosen pack, and the detail adds and gives way to the notification', { tag: ['@cart', '@auth'] }, async ({ page }) => {
    await openStorefront(page);
    await registerThroughUi(page);
    const shop = shopParts(page);
    const notification = page.getByTestId('notification');

    const flour = shop.card('Plain Flour');
    await flour.getByLabel('Pack size').selectOption('20kg');
    await flour.getByRole('button', { name: 'Add to cart' }).click();
    await expect(notification).toContainText('Plain Flour (20kg) added to cart');
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    await shop.card('Tea Bags').getByRole('button', { name: 'Tea Bags' }).click();
    const detail = page.getByRole('dialog', { name: 'Tea Bags' });
    await detail.getByRole('radio', { name: /880 bags/ }).check();
    await detail.getByRole('button', { name: 'Add to cart' }).click();
    await expect(detail).toBeHidden();
    await expect(notification).toContainText('Tea Bags (880 bags) added to cart');
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeHidden();
  });
});

test.describe('category anchors', () => {
  test('an address with #beverages opens the shop on Beverages', async ({ page }) => {
    await openStorefront(page, '/#beverages');
    const shop = shopParts(page);
    await expect(shop.category).toHaveValue('Beverages');
    await expect(shop.cards).toHaveCount(5);
    for (const card of await shop.cards.all()) await expect(card).toContainText('Beverages');
    await expect(shop.heading).toBeInViewport();
  });

  test('a Shop Now link of the range overview picks its category and brings the shop into focus', async ({ page }) => {
    await openStorefront(page);
    const shop = shopParts(page);
    await shop.next.click();
    await shopNow(page, 'Personal Care').click();
    await expect(shop.category).toHaveValue('Personal Care');
    await expect(shop.page(1)).toHaveAttribute('aria-current', 'page');
    // The page the link kept in the address was the list left behind's.
    await expect(page).toHaveURL(/\/shop\/personal-care\/$/);
    await expect(shop.cards).toHaveCount(5);
    await expect(shop.heading).toBeFocused();
    await expect(shop.heading).toBeInViewport();
  });

  test('picking a category shows it in the address, so the same Shop Now link works again', async ({ page }) => {
    await openStorefront(page);
    const shop = shopParts(page);
    await shopNow(page, 'Groceries').click();
    await expect(shop.category).toHaveValue('Groceries');
    await shop.category.selectOption('Snacks');
    await expect(page).toHaveURL(/\/shop\/snacks\/$/);
    await shopNow(page, 'Groceries').click();
    await expect(shop.category).toHaveValue('Groceries');
    await shop.category.selectOption('All');
    await expect(page).toHaveURL(/\/shop\/$/);
  });
});

test.describe('images', () => {
  test('come from the shop’s own server, at a fixed size', async ({ page }) => {
    await openStorefront(page);
    const image = shopParts(page).card('Plain Flour').locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', /^http:\/\/localhost:3001\/assets\/plain-flour\.[0-9a-f]+\.svg$/);
    await expect(image).toHaveAttribute('width', '160');
    await expect(image).toHaveAttribute('height', '120');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test.describe('when one fails to load', () => {
    test.use({ expectedConsoleErrors: [/status of 404/] });

    test('a placeholder takes its box, so nothing moves', async ({ page }) => {
      await page.route(/localhost:3001\/assets\/plain-flour\./, (route) => route.fulfill({ status: 404, body: 'Not found' }));
      await openStorefront(page);
      const shop = shopParts(page);
      const broken = shop.card('Plain Flour');
      await broken.scrollIntoViewIfNeeded();
      const placeholder = broken.getByRole('img', { name: 'Picture unavailable', includeHidden: true });
      await expect(placeholder).toBeVisible();
      await expect(broken.locator('img')).toHaveCount(0);

      const healthy = await shop.card('Long Grain Rice').locator('img').boundingBox();
      const replaced = await placeholder.boundingBox();
      expect(replaced?.width).toBeCloseTo(healthy?.width ?? 0, 0);
      expect(replaced?.height).toBeCloseTo(healthy?.height ?? 0, 0);
    });
  });
});

test.describe('layout', () => {
  test('a phone 320 px wide gets one column, wrapped controls and no sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openStorefront(page);
    const shop = shopParts(page);
    const lefts = await shop.cards.evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
    const category = await shop.category.boundingBox();
    const sort = await shop.sort.boundingBox();
    expect(sort!.y).toBeGreaterThan(category!.y + category!.height - 1);
    // The shop's own part of the page: nothing of it reaches past the screen's edge.
    const right = await shopParts(page).shop.evaluate((shop) => Math.max(...Array.from(shop.querySelectorAll('*'), (el) => el.getBoundingClientRect().right)));
    expect(right).toBeLessThanOrEqual(320);
  });

  test('a wide screen gets four columns', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openStorefront(page);
    const lefts = await shopParts(page).cards.evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(4);
  });

});

test.describe('accessibility', () => {
  // axe sets inline styles while it measures, which the page's policy (rightly) refuses.
  test.use({ bypassCSP: true });

  test('the shop and its detail pass an accessibility scan', async ({ page }) => {
    await openStorefront(page);
    const shop = await new AxeBuilder({ page }).include('#shop').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(shop.violations).toEqual([]);
    await shopParts(page).card('Plain Flour').getByRole('button', { name: 'Plain Flour' }).click();
    await expect(page.getByRole('dialog', { name: 'Plain Flour' })).toBeVisible();
    const detail = await new AxeBuilder({ page }).include('#shop dialog').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(detail.violations).toEqual([]);
  });
});
