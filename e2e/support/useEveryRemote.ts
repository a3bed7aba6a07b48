import { expect, type Page } from '@playwright/test';
import { IN_THEIR_OWN_SECTION } from './remotes';
import { useInItsSection } from './sectionRemote';

/**
 * Uses each remote once, as a shopper would: the shop's products, the Login dialog, the cart, and each
 * team's section below the shop (whatever it shows, a component and no fallback). Every team's specs use it, so it finds things by role and test id, never by what a team says on screen.
 */
export async function useEveryRemote(page: Page): Promise<void> {
  await expect(page.locator('#shop').getByTestId('product-card').first()).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  for (const remote of IN_THEIR_OWN_SECTION) {
    const { ask, answered } = useInItsSection(remote);
    await ask(page);
    await answered(page);
  }
}
