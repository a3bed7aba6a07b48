import { test, expect } from '../../support/fixtures';
import { untilHydrated } from '../../support/hydration';
import { dismissSplash } from '../../support/splash';

test.describe('version skew on the bus', () => {
  test('a payload that breaks its schema is dropped with a warning and the page keeps working', { tag: ['@cart', '@auth'] }, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/');
    await dismissSplash(page);
    const badge = page.getByTestId('cart-count').first();
    await expect(badge).toHaveText('0');
    // The served badge reads 0 too; the header listens to the bus only once it has hydrated.
    await untilHydrated(page);

    // As a cart remote built against another version of the contracts might publish it: straight onto
    // the page-wide bus core, bypassing this build's types.
    await page.evaluate(() => {
      const core = (globalThis as unknown as Record<symbol, { channels: Map<string, { hasValue: boolean; value: unknown; listeners: Set<(raw: unknown) => void> }> }>)[
        Symbol.for('storefront.bus.v1')
      ];
      const channel = core?.channels.get('cart/count');
      if (!channel) throw new Error('no cart/count channel on the bus');
      channel.hasValue = true;
      channel.value = { count: 'three', items: [] };
      for (const listener of [...channel.listeners]) listener(channel.value);
    });

    await expect.poll(() => warnings.some((text) => text.includes('[bus] dropped "cart/count"'))).toBe(true);
    await expect(badge).toHaveText('0');
    // Still working: the cart opens and the login dialog opens.
    await page.getByRole('banner').getByRole('button', { name: /Cart/ }).first().click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
  });
});
