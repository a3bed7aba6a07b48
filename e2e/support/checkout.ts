import type { Locator } from '@playwright/test';

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
