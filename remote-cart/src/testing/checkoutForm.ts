import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Types a valid buyer into every field of the open Checkout dialog, leaving the payment method as it is. */
export async function fillValid(dialog: HTMLElement): Promise<void> {
  await userEvent.type(within(dialog).getByLabelText('Name'), 'Asha Patel');
  await userEvent.type(within(dialog).getByLabelText('Email'), 'asha@example.com');
  await userEvent.type(within(dialog).getByLabelText('Address'), '1 Market Street');
  await userEvent.type(within(dialog).getByLabelText('City'), 'Leicester');
  await userEvent.type(within(dialog).getByLabelText('ZIP code'), 'LE1 5WW');
}
