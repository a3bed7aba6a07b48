import { test, expect } from '../../support/fixtures';
import { startJourney } from '../../support/journey';

/**
 * What shoppers do with the shop, step by step. The shop team's check runs them on the local stack, and a
 * release of the shop runs them again on the live host page with its candidate build, refusing the
 * candidate at the first step that fails (tools/release/journeys.mjs).
 */

/** The pence of a card's lowest price ("from £4.49"). */
function fromPence(text: string): number {
  const price = /from £([\d,]+\.\d{2})/.exec(text);
  if (!price?.[1]) throw new Error(`no "from £" price in "${text}"`);
  return Math.round(Number(price[1].replaceAll(',', '')) * 100);
}

test('a shopper browses the catalogue, turns its page, filters it by category, sorts it by price and opens a product', async ({ page }) => {
  const shop = page.locator('#shop');
  const cards = shop.getByTestId('product-card');
  const pages = shop.getByRole('navigation', { name: 'Pages' });
  await startJourney(page);
  await test.step('see the catalogue', async () => {
    await expect(cards.first()).toBeVisible();
  });
  await test.step('turn to the next page', async () => {
    const first = await cards.first().getByRole('heading').innerText();
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(cards.first().getByRole('heading')).not.toHaveText(first);
  });
  await test.step('filter by category', async () => {
    await shop.getByRole('combobox', { name: 'Category' }).selectOption('Beverages');
    await expect(cards).toHaveCount(5);
    for (const card of await cards.all()) await expect(card).toContainText('Beverages');
  });
  await test.step('sort by price', async () => {
    await shop.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
    await expect(async () => {
      const prices = (await cards.allInnerTexts()).map(fromPence);
      expect(prices).toHaveLength(5);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }).toPass({ timeout: 10_000 });
  });
  await test.step('open a product', async () => {
    await cards.first().getByRole('heading').getByRole('button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
