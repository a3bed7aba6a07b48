import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, send } from '@storefront/shared';
import { StandInPanel } from './StandInPanel';

describe('the cart team’s driver page', () => {
  it('sends the samples to the cart as shared products with the chosen pack size', async () => {
    const added = jest.fn();
    on('cart/add', added);
    render(<StandInPanel />);
    const rice = screen.getByRole('heading', { name: 'Basmati Rice' }).closest('li') as HTMLElement;
    await userEvent.click(within(rice).getByRole('button', { name: 'Add 10kg · £23.99' }));
    expect(added).toHaveBeenCalledWith({
      product: expect.objectContaining({ id: 'sample-rice', category: 'Groceries', bulkOptions: { '5kg': 12.49, '10kg': 23.99, '20kg': 44.5 } }),
      size: '10kg',
    });
  });

  it('toggles the cart from its Cart button', async () => {
    const toggled = jest.fn();
    on('cart/toggle', toggled);
    render(<StandInPanel />);
    await userEvent.click(screen.getByRole('button', { name: /^Cart/ }));
    expect(toggled).toHaveBeenCalledWith({});
  });

  it('shows notifications for 3 seconds, as the host does', () => {
    jest.useFakeTimers();
    render(<StandInPanel />);
    act(() => send('ui/notify', { message: 'Order placed successfully! Please collect your items.' }));
    expect(screen.getByRole('status')).toHaveTextContent('Order placed successfully! Please collect your items.');
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent('Order placed');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    jest.useRealTimers();
  });
});
