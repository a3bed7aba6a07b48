import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { SHOP_SLOT } from '../../support/shopSlot';

/**
 * Every product can be found: by its own address (a history entry, shared, reloaded), by a search engine
 * (its first HTML, the sitemap) and by typing its name in the shop's search.
 */

const shop = (page: Page) => page.locator('#shop');
/** The shop's own render, once it has replaced the served view. */
async function shopReady(page: Page) {
  await expect(page.locator(SHOP_SLOT)).toHaveCount(0, { timeout: 20_000 });
  await expect(shop(page).getByTestId('product-card').first()).toBeVisible();
}
const cardNames = (page: Page) => shop(page).getByTestId('product-card').getByRole('heading').allTextContents();

test.describe('a product’s address', () => {
  test('opening a detail puts it in the address: Back closes it, Forward and a reload open it again with focus in it, and a new context opens it', async ({ page, browser }) => {
    await page.goto('/shop/?page=2');
    await shopReady(page);
    const first = (await cardNames(page))[0]!;
    await shop(page).getByRole('button', { name: first, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: first });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/[a-z-]+\/[a-z0-9-]+\/$/);
    const address = page.url();

    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/shop\/\?page=2$/);
    await page.goForward();
    await expect(dialog).toBeVisible();
    await page.reload();
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog.locator(':focus')).toHaveCount(1);
    // Closed, it leaves for the address before it, as Back does.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/shop\/\?page=2$/);

    // A page that arrived at it has none before it: closed, it leaves for its category's address.
    const shared = await browser.newContext();
    const elsewhere = await shared.newPage();
    await elsewhere.goto(address);
    await expect(elsewhere.locator(SHOP_SLOT)).toHaveCount(0, { timeout: 20_000 });
    await expect(elsewhere.getByRole('dialog', { name: first })).toBeVisible();
    await elsewhere.keyboard.press('Escape');
    await expect(elsewhere).toHaveURL(new URL('./..', address).href);
    await shared.close();
  });

  test('a crawler finds each product: its first HTML is the product, with a shared link’s preview, and the host’s robots.txt names the sitemap that lists it', async ({ request }) => {
    const response = await request.get('/shop/groceries/long-grain-rice/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Long Grain Rice | Bulk Groceries</title>');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\/shop\/groceries\/long-grain-rice\/" \/>/);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:3001\/assets\/long-grain-rice\.[0-9a-f]+\.svg" \/>/);
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    const [, jsonLd = '{}'] = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html) ?? [];
    const product = JSON.parse(jsonLd) as { '@type': string; sku: string; offers: { price: string; priceCurrency: string }[] };
    expect(product).toMatchObject({ '@type': 'Product', sku: '2' });
    expect(product.offers.map(({ price, priceCurrency }) => `${price} ${priceCurrency}`)).toEqual(['8.50 GBP', '15.99 GBP', '29.00 GBP']);
    for (const pack of ['5kg', '10kg', '20kg', '£8.50', '£15.99', '£29.00']) expect(html).toContain(pack);

    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(urls).toContain('http://localhost:3000/');
    expect(urls).toContain('http://localhost:3000/shop/groceries/');
    expect(urls).toContain('http://localhost:3000/shop/?page=4');
    expect(urls.filter((url) => /\/shop\/[a-z-]+\/[a-z0-9-]+\/$/.test(url))).toHaveLength(30);
  });

  test.describe('unknown', () => {
    // The browser reports the document's own 404.
    test.use({ expectedConsoleErrors: [/status of 404/] });

    test('an unknown product answers 404 with the storefront and a plain way to the shop', async ({ page, request }) => {
      expect((await request.get('/shop/groceries/no-such-product/')).status()).toBe(404);
      await page.goto('/shop/groceries/no-such-product/');
      const notice = shop(page).getByRole('alert');
      await expect(notice).toContainText('We couldn’t find that product.');
      await notice.getByRole('link', { name: 'Browse the shop' }).click();
      await expect(page).toHaveURL(/\/shop\/$/);
      await expect(shop(page).getByRole('alert')).toHaveCount(0);
    });
  });

  test.describe('with no script', () => {
    test.use({ javaScriptEnabled: false });

    test('a product is there to read, its packs and prices, with a link back to its category, and the search is a plain form whose page holds its matches', async ({ page }) => {
      await page.goto('/shop/frozen/straight-cut-oven-chips/');
      const dialog = page.getByRole('dialog', { name: 'Straight Cut Oven Chips' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('radio')).toHaveCount(3);
      await dialog.getByRole('link', { name: 'Frozen' }).click();
      await expect(page).toHaveURL(/\/shop\/frozen\/$/);
      await expect(page.locator('#shop').getByTestId('product-card')).toHaveCount(5);

      await page.goto('/shop/snacks/');
      const search = page.locator('#shop').getByRole('combobox', { name: 'Search products' });
      await search.fill('crisp');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/shop\/snacks\/\?q=crisp$/);
      expect(await cardNames(page)).toEqual(['Ready Salted Crisps']);
      await expect(search).toHaveValue('crisp');
    });
  });

});

test.describe('the search', () => {
  test('by keyboard alone: suggestions as one types, heard by count, arrows and Enter open the product, Esc closes the list, a typo forgiven', async ({ page }) => {
    await page.goto('/shop/');
    await shopReady(page);
    const search = shop(page).getByRole('combobox', { name: 'Search products' });
    await search.focus();
    await page.keyboard.type('toothpast');
    const suggestions = shop(page).getByRole('listbox', { name: 'Suggestions' });
    await expect(suggestions.getByRole('option')).toHaveText(['Fluoride Toothpaste']);
    await expect(shop(page).locator('[aria-live="polite"]')).toHaveText('1 suggestion');
    await page.keyboard.press('Escape');
    await expect(suggestions).toBeHidden();
    await page.keyboard.press('Backspace');
    await page.keyboard.type('e');
    await page.keyboard.press('ArrowDown');
    await expect(suggestions.getByRole('option', { name: 'Fluoride Toothpaste' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Fluoride Toothpaste' })).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/personal-care\/fluoride-toothpaste\/$/);
  });

  test('submitted, it shows its matches in the address, combines with a category, and no match says so with a way back to all', async ({ page }) => {
    await page.goto('/shop/?page=2');
    await shopReady(page);
    const search = shop(page).getByRole('combobox', { name: 'Search products' });
    await search.fill('crisp');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/shop\/\?q=crisp$/);
    expect(await cardNames(page)).toContain('Ready Salted Crisps');

    await shop(page).getByRole('combobox', { name: 'Category' }).selectOption('Snacks');
    await expect(page).toHaveURL(/\/shop\/snacks\/\?q=crisp$/);
    expect(await cardNames(page)).toEqual(['Ready Salted Crisps']);

    await search.fill('xylophone');
    await search.press('Enter');
    await expect(shop(page).getByRole('status').filter({ hasText: /^No products match/ })).toHaveText('No products match ‘xylophone’. Show all products');
    await shop(page).getByRole('link', { name: 'Show all products' }).click();
    await expect(page).toHaveURL(/\/shop\/$/);
    await expect(shop(page).getByTestId('product-card')).toHaveCount(8);
    await expect(search).toHaveValue('');
  });
});
