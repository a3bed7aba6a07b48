import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartLineSchema, getState, MAX_CART_LINES, MAX_PACKS_PER_LINE, send, type CartLine } from '@storefront/shared';
import CartPanel from './CartPanel';
import { OrderSchema } from './checkout/order';
import { useCartStore } from './store/cartStore';
import { fillValid } from './testing/checkoutForm';
import { cola, flour } from './testing/products';
import { DEAREST_PACK_PENCE, linesOf } from './testing/traderCarts';

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** The pence of an amount in pounds as a shopper reads it ("£1,080.00"). */
function penceOf(text: string): number {
  const amount = /£([\d,]+)\.(\d{2})/.exec(text);
  if (!amount) throw new Error(`no amount in pounds in "${text}"`);
  return Number(`${amount[1]?.replaceAll(',', '')}${amount[2]}`);
}

const line = (product: CartLine['product'], selectedQty: string, multiplier: number): CartLine => CartLineSchema.parse({ product, selectedQty, multiplier });

/** 40 lines of 9999 packs, each pack within a few pence of the contracts' dearest. */
const atTheBound = linesOf(
  Array.from({ length: MAX_CART_LINES }, (_, i) => ({
    id: String(Math.floor(i / 2) + 1),
    size: i % 2 ? '10kg' : '5kg',
    pence: DEAREST_PACK_PENCE - i,
    packs: MAX_PACKS_PER_LINE,
  })),
);

const traderCarts: { cart: string; lines: CartLine[]; total: string; totalAmount: number }[] = [
  {
    cart: 'over £500',
    // 12 × £18 + 8 × £37.50 + £19.99 + 3 × £6
    lines: [line(flour, '20kg', 12), line(cola, '48 x 330ml', 8), line(cola, '24 x 330ml', 1), line(flour, '5kg', 3)],
    total: '£553.99',
    totalAmount: 553.99,
  },
  {
    cart: 'over £1,000',
    // 30 × £18 + 12 × £37.50 + 9 × £10
    lines: [line(flour, '20kg', 30), line(cola, '48 x 330ml', 12), line(flour, '10kg', 9)],
    total: '£1,080.00',
    totalAmount: 1080,
  },
  {
    cart: 'at the stored record’s bound, 40 lines of 9999 packs at about £100,000',
    lines: atTheBound,
    total: '£39,995,922,007.80',
    totalAmount: 39_995_922_007.8,
  },
];

/** 40 lines take about two seconds to render, query and check out in jsdom: past jest's 5 s on a busy two-core machine. */
const RENDERING_A_BIG_CART_MS = 20_000;

let info: jest.SpyInstance;
beforeEach(() => {
  useCartStore.setState({ lines: [], open: false });
  info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => info.mockRestore());

function openWith(lines: readonly CartLine[]) {
  render(<CartPanel />);
  act(() => {
    send('cart/toggle', { open: true });
    useCartStore.setState({ lines });
  });
  return screen.getByRole('complementary', { name: 'Cart' });
}

describe.each(traderCarts)('a trader’s cart $cart', ({ lines, total, totalAmount }) => {
  it('shows every line with its quantity and line total, the total with the thousands separator, and Checkout enabled', () => {
    const panel = openWith(lines);
    const shown = within(panel).getAllByTestId('cart-line');
    expect(shown).toHaveLength(lines.length);
    expect(getState('cart/count')).toEqual({ count: lines.length });
    lines.forEach((expected, i) => {
      const row = shown[i] as HTMLElement;
      const unit = expected.product.bulkOptions[expected.selectedQty] ?? Number.NaN;
      expect(row).toHaveTextContent(expected.product.name);
      expect(row).toHaveTextContent(`Pack size: ${expected.selectedQty}`);
      expect(within(row).getByText(`${gbp.format(unit)} each`)).toBeVisible();
      expect(within(row).getByTestId('cart-line-quantity').textContent).toBe(String(expected.multiplier));
      expect(row).toHaveTextContent(`Line total ${gbp.format((Math.round(unit * 100) * expected.multiplier) / 100)}`);
    });
    expect(within(panel).getByText('Total').parentElement?.textContent).toBe(`Total ${total}`);
    expect(within(panel).getByRole('button', { name: 'Checkout' })).toBeEnabled();
  }, RENDERING_A_BIG_CART_MS);

  it('checks out: the dialog asks for the total shown, and the logged order has every line and that total', async () => {
    const panel = openWith(lines);
    const shownTotal = within(panel).getByText('Total').parentElement?.textContent ?? '';
    await userEvent.click(within(panel).getByRole('button', { name: 'Checkout' }));
    const dialog = screen.getByRole('dialog', { name: 'Checkout' });
    expect(dialog).toHaveTextContent(`Total to pay ${total}`);
    await fillValid(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));

    expect(info).toHaveBeenCalledTimes(1);
    const order = OrderSchema.parse(info.mock.calls[0]?.[1]);
    expect(order.cart).toEqual(lines);
    expect(order.totalAmount).toBe(totalAmount);
    expect(Math.round(order.totalAmount * 100)).toBe(penceOf(shownTotal));
    expect(useCartStore.getState().lines).toEqual([]);
  }, RENDERING_A_BIG_CART_MS);
});
