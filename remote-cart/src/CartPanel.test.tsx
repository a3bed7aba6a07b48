import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getState, publish, send } from '@storefront/shared';
import CartPanel from './CartPanel';
import { useCartStore } from './store/cartStore';
import { cola, flour } from './testing/products';

beforeEach(() => useCartStore.setState({ lines: [], open: false }));

function renderPanel() {
  const view = render(
    <>
      <button type="button" onClick={() => send('cart/toggle', {})}>
        Cart
      </button>
      <CartPanel />
    </>,
  );
  const opener = screen.getByRole('button', { name: 'Cart' });
  return { ...view, opener };
}

const panel = () => screen.getByRole('complementary', { name: 'Cart' });
const lines = () => screen.queryAllByTestId('cart-line');
const total = () => within(panel()).getByText('Total').parentElement;
const add = (product = flour, size = '5kg') => act(() => send('cart/add', { product, size }));

describe('the cart panel', () => {
  it('is hidden until cart/toggle opens it, and closes on the next toggle', async () => {
    const { opener } = renderPanel();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(getState('cart/open')).toEqual({ open: false });
    await userEvent.click(opener);
    expect(panel()).toBeVisible();
    expect(getState('cart/open')).toEqual({ open: true });
    act(() => send('cart/toggle', { open: true }));
    expect(panel()).toBeVisible();
    act(() => send('cart/toggle', {}));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(getState('cart/open')).toEqual({ open: false });
  });

  it('says exactly "Your cart is empty" when empty, with a £0.00 total and Checkout disabled', () => {
    renderPanel();
    act(() => send('cart/toggle', { open: true }));
    expect(within(panel()).getByText('Your cart is empty')).toBeVisible();
    expect(lines()).toHaveLength(0);
    expect(total()).toHaveTextContent('Total £0.00');
    expect(within(panel()).getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('lists added lines with the badge counting lines, and totals them in pounds', () => {
    renderPanel();
    act(() => send('cart/toggle', { open: true }));
    add(flour, '5kg');
    add(flour, '5kg');
    expect(lines()).toHaveLength(1);
    expect(getState('cart/count')).toEqual({ count: 1 });
    add(cola, '24 x 330ml');
    add(flour, '20kg');
    expect(lines()).toHaveLength(3);
    expect(getState('cart/count')).toEqual({ count: 3 });
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
    // 2 × £6 + £19.99 + £18
    expect(total()).toHaveTextContent('Total £49.99');
    expect(within(panel()).getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('raises, lowers and removes lines, keeping the total right', async () => {
    renderPanel();
    act(() => send('cart/toggle', { open: true }));
    add(flour, '10kg');
    add(cola, '24 x 330ml');
    const [flourLine, colaLine] = lines();
    if (!flourLine || !colaLine) throw new Error('two lines expected');

    await userEvent.click(within(colaLine).getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(within(colaLine).getByRole('button', { name: 'Increase quantity' }));
    expect(colaLine).toHaveTextContent('Quantity 3');
    expect(colaLine).toHaveTextContent('£59.97');
    expect(total()).toHaveTextContent('Total £69.97');

    const minus = within(colaLine).getByRole('button', { name: 'Decrease quantity' });
    await userEvent.click(minus);
    expect(colaLine).toHaveTextContent('Quantity 2');
    await userEvent.click(minus);
    expect(colaLine).toHaveTextContent('Quantity 1');
    expect(minus).toBeDisabled();
    expect(total()).toHaveTextContent('Total £29.99');

    await userEvent.click(within(flourLine).getByRole('button', { name: 'Remove' }));
    expect(lines()).toHaveLength(1);
    expect(getState('cart/count')).toEqual({ count: 1 });
    expect(within(panel()).getByRole('heading', { name: 'Cart' })).toHaveFocus();
    await userEvent.click(within(lines()[0] as HTMLElement).getByRole('button', { name: 'Remove' }));
    expect(within(panel()).getByText('Your cart is empty')).toBeVisible();
    expect(getState('cart/count')).toEqual({ count: 0 });
    expect(total()).toHaveTextContent('Total £0.00');
  });

  it('takes focus when it opens; Esc closes it and gives focus back', async () => {
    const { opener } = renderPanel();
    await userEvent.click(opener);
    expect(within(panel()).getByRole('heading', { name: 'Cart' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(getState('cart/open')).toEqual({ open: false });
    expect(opener).toHaveFocus();
  });

  it('closes with "Close cart" and gives focus back', async () => {
    const { opener } = renderPanel();
    await userEvent.click(opener);
    await userEvent.click(within(panel()).getByRole('button', { name: 'Close cart' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('leaves focus where the shopper put it when the cart closes from elsewhere', async () => {
    const { opener } = renderPanel();
    await userEvent.click(opener);
    const elsewhere = document.body.appendChild(document.createElement('button'));
    elsewhere.textContent = 'Somewhere else';
    await userEvent.click(elsewhere);
    act(() => send('cart/toggle', { open: false }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(elsewhere).toHaveFocus();
    elsewhere.remove();
  });

  it('leaves Esc to a modal dialog above it', async () => {
    renderPanel();
    act(() => send('cart/toggle', { open: true }));
    const dialog = document.body.appendChild(document.createElement('dialog'));
    const inside = dialog.appendChild(document.createElement('button'));
    inside.textContent = 'In a dialog';
    dialog.setAttribute('open', '');
    inside.focus();
    await userEvent.keyboard('{Escape}');
    expect(panel()).toBeVisible();
    dialog.remove();
  });

  it('shows the page’s current message under its heading, in its own flow, while open', () => {
    renderPanel();
    act(() => send('cart/toggle', { open: true }));
    act(() => publish('ui/notice', { message: 'Order placed successfully! Please collect your items.' }));
    const heading = within(panel()).getByRole('heading', { name: 'Cart' });
    const notice = within(panel()).getByText('Order placed successfully! Please collect your items.');
    expect(heading.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    act(() => publish('ui/notice', { message: null }));
    expect(within(panel()).queryByText('Order placed successfully! Please collect your items.')).not.toBeInTheDocument();
  });

  it('stops listening to the bus once unmounted', () => {
    const { unmount } = renderPanel();
    unmount();
    send('cart/add', { product: flour, size: '5kg' });
    expect(useCartStore.getState().lines).toEqual([]);
  });
});
