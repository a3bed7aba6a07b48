import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { CartLineItem } from './CartLineItem';
import type { CartLine } from '@storefront/shared';
import { cola, flour } from '../testing/products';
import { linesOf, orderLine } from '../testing/traderCarts';

function renderLine(line: CartLine) {
  const handlers = { onIncrease: jest.fn(), onDecrease: jest.fn(), onRemove: jest.fn() };
  const view = render(
    <ul>
      <CartLineItem line={line} {...handlers} />
    </ul>,
  );
  return { ...handlers, ...view };
}

describe('a cart line', () => {
  it('shows name, pack size, unit price, multiplier and line total in pounds', () => {
    renderLine({ product: cola, selectedQty: '24 x 330ml', multiplier: 3 });
    const line = screen.getByTestId('cart-line');
    expect(line).toHaveTextContent('Cola Cans');
    expect(line).toHaveTextContent('Pack size: 24 x 330ml');
    expect(line).toHaveTextContent('£19.99 each');
    expect(line).toHaveTextContent('Quantity 3');
    expect(line).toHaveTextContent('Line total £59.97');
  });

  it('shows any line a stored record can hold with its unit price, quantity and line total in en-GB pounds, and minus only above one pack', () => {
    const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    fc.assert(
      fc.property(orderLine, (written) => {
        const [line] = linesOf([written]);
        if (!line) throw new Error('no line');
        const { unmount } = renderLine(line);
        try {
          const shown = screen.getByTestId('cart-line');
          const lineTotal = gbp.format((written.pence * written.packs) / 100);
          expect(within(shown).getByText(`${gbp.format(written.pence / 100)} each`)).toBeInTheDocument();
          expect(within(shown).getByTestId('cart-line-quantity').textContent).toBe(String(written.packs));
          expect(within(shown).getByText(lineTotal).textContent).toBe(`Line total ${lineTotal}`);
          expect(within(shown).getByLabelText('Decrease quantity')).toHaveProperty('disabled', written.packs === 1);
        } finally {
          unmount();
        }
      }),
    );
  });

  it('names its buttons as a person would and ties them to the product', async () => {
    const { onIncrease, onDecrease, onRemove } = renderLine({ product: flour, selectedQty: '10kg', multiplier: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onIncrease).toHaveBeenCalledTimes(1);
    expect(onDecrease).toHaveBeenCalledTimes(1);
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveAccessibleDescription('Plain Flour');
  });

  it('disables minus at a multiplier of 1', async () => {
    const { onDecrease } = renderLine({ product: flour, selectedQty: '5kg', multiplier: 1 });
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(minus).toBeDisabled();
    await userEvent.click(minus);
    expect(onDecrease).not.toHaveBeenCalled();
  });

  it('moves focus to plus when minus is about to become disabled', async () => {
    const { onDecrease } = renderLine({ product: flour, selectedQty: '5kg', multiplier: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(onDecrease).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveFocus();
  });

  it('shows the product picture, and the cart’s placeholder when it fails to load', () => {
    const { container } = renderLine({ product: flour, selectedQty: '5kg', multiplier: 1 });
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', flour.image);
    expect(image).toHaveAttribute('width', '64');
    expect(image).toHaveAttribute('height', '64');
    fireEvent.error(image as HTMLImageElement);
    expect(image).toHaveAttribute('src', 'test-file-stub');
  });

  it('shows the placeholder for a product without a picture', () => {
    const { container } = renderLine({ product: { ...flour, image: '' }, selectedQty: '5kg', multiplier: 1 });
    expect(container.querySelector('img')).toHaveAttribute('src', 'test-file-stub');
  });
});
