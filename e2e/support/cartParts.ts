import type { Page } from '@playwright/test';

/** The cart as a shopper meets it on the storefront: the header's Cart button and badge, and the open panel. */
export function cartParts(page: Page) {
  const panel = page.getByRole('complementary', { name: 'Cart' });
  return {
    panel,
    badge: page.getByTestId('cart-count'),
    headerCart: page.getByRole('banner').getByRole('button', { name: /^Cart/ }),
    lines: panel.getByTestId('cart-line'),
    total: panel.getByText(/^Total £/),
    checkout: panel.getByRole('button', { name: 'Checkout' }),
    empty: panel.getByTestId('cart-empty'),
    line: (name: string, size: string) => panel.getByTestId('cart-line').filter({ hasText: name }).filter({ hasText: `Pack size: ${size}` }),
  };
}

/** Adds a pack from the shop's card of `product`, as a signed-in shopper does. */
export async function addPack(page: Page, product: string, size: string): Promise<void> {
  const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: product, exact: true }) });
  await card.getByLabel('Pack size').selectOption(size);
  await card.getByRole('button', { name: 'Add to cart' }).click();
}
