import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getState, on, send } from '@storefront/shared';
import CartPanel from '../CartPanel';
import { useCartStore } from '../store/cartStore';
import { fillValid } from '../testing/checkoutForm';
import { NEEDS_CONNECTION } from './CheckoutForm';
import { cola, flour } from '../testing/products';

let info: jest.SpyInstance;
beforeEach(() => {
  useCartStore.setState({ lines: [], open: false });
  info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => info.mockRestore());

/** The cart, open, with 2 × 10kg flour (£20.00) and 1 × cola (£19.99). */
async function openCheckout() {
  render(<CartPanel />);
  act(() => {
    send('cart/toggle', { open: true });
    send('cart/add', { product: flour, size: '10kg' });
    send('cart/add', { product: flour, size: '10kg' });
    send('cart/add', { product: cola, size: '24 x 330ml' });
  });
  await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
  return screen.getByRole('dialog', { name: 'Checkout' });
}

describe('checkout', () => {
  it('cannot start with an empty cart', () => {
    render(<CartPanel />);
    act(() => send('cart/toggle', { open: true }));
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('opens a dialog titled Checkout with the total and credit card chosen', async () => {
    const dialog = await openCheckout();
    expect(dialog).toBeVisible();
    expect(dialog).toHaveTextContent('Total to pay £39.99');
    expect(within(dialog).getByRole('radio', { name: 'Credit card' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'PayPal' })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Bank transfer' })).not.toBeChecked();
    expect(within(dialog).getByRole('group', { name: 'Payment method' })).toBeVisible();
  });

  it('opens with focus in its first field, Name, not on its close button', async () => {
    const dialog = await openCheckout();
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());
  });

  it('shows each required field’s message beside it and focuses the first', async () => {
    const dialog = await openCheckout();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));
    const expected: Record<string, string> = {
      Name: 'Name is required',
      Email: 'Email is required',
      Address: 'Address is required',
      City: 'City is required',
      'ZIP code': 'ZIP code is required',
    };
    for (const [label, message] of Object.entries(expected)) {
      const field = within(dialog).getByLabelText(label);
      expect(field).toBeInvalid();
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(info).not.toHaveBeenCalled();
    expect(useCartStore.getState().lines).toHaveLength(2);
  });

  it('focuses the first rejected field, keeping what was typed', async () => {
    const dialog = await openCheckout();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Asha Patel');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'asha@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Enter a valid email address, like name@example.com');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Asha Patel');
    expect(within(dialog).getByLabelText('Name')).toBeValid();
  });

  it('places the order: closes, empties the cart, notifies and logs one structured entry', async () => {
    const notify = jest.fn();
    on('ui/notify', notify);
    const dialog = await openCheckout();
    await fillValid(dialog);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Bank transfer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));

    expect(screen.queryByRole('dialog', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(useCartStore.getState().lines).toEqual([]);
    expect(screen.getByText('Your cart is empty')).toBeVisible();
    expect(getState('cart/count')).toEqual({ count: 0 });
    expect(notify).toHaveBeenCalledWith({ message: 'Order placed successfully! Please collect your items.' });
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith('[cart] order placed', {
      name: 'Asha Patel',
      email: 'asha@example.com',
      address: '1 Market Street',
      city: 'Leicester',
      zip: 'LE1 5WW',
      paymentMethod: 'bank-transfer',
      cart: [
        { product: flour, selectedQty: '10kg', multiplier: 2 },
        { product: cola, selectedQty: '24 x 330ml', multiplier: 1 },
      ],
      totalAmount: 39.99,
    });
    expect(screen.getByRole('heading', { name: 'Cart' })).toHaveFocus();
  });

  it('offline, says that placing an order needs a connection and keeps the cart and the details, then places it once back online', async () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const dialog = await openCheckout();
    await fillValid(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(NEEDS_CONNECTION);
    expect(useCartStore.getState().lines).toHaveLength(2);
    expect(info).not.toHaveBeenCalled();

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Asha Patel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));
    expect(useCartStore.getState().lines).toEqual([]);
    online.mockRestore();
  });

  it('sends the default payment method when the shopper keeps it', async () => {
    const dialog = await openCheckout();
    await fillValid(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));
    expect(info).toHaveBeenCalledWith('[cart] order placed', expect.objectContaining({ paymentMethod: 'credit-card' }));
  });

  it.each([
    ['its close button', (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))],
    ['Esc (the native cancel event)', (dialog: HTMLElement) => act(() => void dialog.dispatchEvent(new Event('cancel', { cancelable: true })))],
  ])('closes from %s without ordering, and keeps the cart', async (_way, close) => {
    const dialog = await openCheckout();
    const nativeClose = jest.spyOn(dialog as HTMLDialogElement, 'close');
    await close(dialog);
    expect(screen.queryByRole('dialog', { name: 'Checkout' })).not.toBeInTheDocument();
    // The browser hands focus back to the Checkout button when the dialog is closed, not merely removed.
    expect(nativeClose).toHaveBeenCalled();
    expect(useCartStore.getState().lines).toHaveLength(2);
    expect(info).not.toHaveBeenCalled();
  });
});
