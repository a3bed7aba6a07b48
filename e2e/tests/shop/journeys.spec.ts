import { test, expect } from '../../support/fixtures';
import { startJourney } from '../../support/journey';

/**
 * What shoppers do with the shop, step by step. The shop team's check runs them on the local stack, and a
 * release of the shop runs them again on the live host page with its candidate build, refusing the
 * candidate at the first step that fails (tools/release/journeys.mjs).
 */

test('a shopper browses the catalogue, filters it by category and opens a product', async ({ page }) => {
  const shop = page.locator('#shop');
  const cards = shop.getByTestId('product-card');
  await startJourney(page);
  await test.step('see the catalogue', async () => {
    await expect(cards.first()).toBeVisible();
  });
  await test.step('filter by category', async () => {
    await shop.getByRole('combobox', { name: 'Category' }).selectOption('Beverages');
    await expect(cards).toHaveCount(5);
    for (const card of await cards.all()) await expect(card).toContainText('Beverages');
  });
  await test.step('open a product', async () => {
    await cards.first().getByRole('heading').getByRole('button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
