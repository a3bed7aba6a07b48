import type { ConsoleMessage, Locator, Page } from '@playwright/test';

/** What a shopper types into the Checkout dialog (the payment method stays the one it offers first). */
export interface CheckoutDetails {
  name: string;
  email: string;
  address: string;
  city: string;
  zip: string;
}

/** Fills each field of the open Checkout dialog and presses Place order. */
export async function placeOrderWith(dialog: Locator, details: CheckoutDetails): Promise<void> {
  await dialog.getByLabel('Name').fill(details.name);
  await dialog.getByLabel('Email').fill(details.email);
  await dialog.getByLabel('Address').fill(details.address);
  await dialog.getByLabel('City').fill(details.city);
  await dialog.getByLabel('ZIP code').fill(details.zip);
  await dialog.getByRole('button', { name: 'Place order' }).click();
}

/** The orders the page logs from now on (the cart only logs an order), each as the cart logged it. */
export function recordOrders(page: Page): unknown[] {
  const orders: unknown[] = [];
  page.on('console', async (message: ConsoleMessage) => {
    if (message.type() === 'info' && message.text().startsWith('[cart] order placed')) orders.push(await message.args()[1]?.jsonValue());
  });
  return orders;
}
