import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, publish } from '@storefront/shared';
import { CATALOGUE } from '../catalogue/catalogue';
import { useShopStore } from '../store/shopStore';
import { ProductCard } from './ProductCard';

const flour = CATALOGUE.find((product) => product.id === '1')!;
const LAZY = { loading: 'lazy' } as const;

function listen() {
  const sent = { authOpen: jest.fn(), cartAdd: jest.fn(), notify: jest.fn() };
  on('auth/open', sent.authOpen);
  on('cart/add', sent.cartAdd);
  on('ui/notify', sent.notify);
  return sent;
}

beforeEach(() => useShopStore.setState(useShopStore.getInitialState(), true));

describe('ProductCard', () => {
  it('shows the picture, the name, the price of the smallest pack and every pack size', () => {
    render(<ProductCard product={flour} picture={LAZY} />);
    const card = screen.getByTestId('product-card');
    expect(within(card).getByRole('heading', { name: 'Plain Flour' })).toBeInTheDocument();
    expect(card).toHaveTextContent('from £6.00');
    expect(card.querySelector('img')).toHaveAttribute('width', '160');
    const picker = within(card).getByRole('combobox', { name: 'Pack size' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual([
      '5kg – £6.00',
      '10kg – £10.00',
      '20kg – £18.00',
    ]);
    expect(picker).toHaveValue('5kg');
    expect(within(card).getByRole('button', { name: 'Add to cart' })).toHaveAccessibleDescription('Plain Flour');
  });

  it('opens the product’s detail from its name', async () => {
    render(<ProductCard product={flour} picture={LAZY} />);
    await userEvent.click(screen.getByRole('button', { name: 'Plain Flour' }));
    expect(useShopStore.getState().product).toBe('plain-flour');
    expect(window.location.pathname).toBe('/shop/groceries/plain-flour/');
  });

  it('opens the detail from its picture, leaving focus on the name for its return', () => {
    const { container } = render(<ProductCard product={flour} picture={LAZY} />);
    fireEvent.click(container.querySelector('img')!);
    expect(useShopStore.getState().product).toBe('plain-flour');
    expect(screen.getByRole('button', { name: 'Plain Flour' })).toHaveFocus();
  });

  it('asks for its picture as the grid says', () => {
    const { container, rerender } = render(<ProductCard product={flour} picture={LAZY} />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('img')).not.toHaveAttribute('fetchpriority');
    rerender(<ProductCard product={flour} picture={{ loading: 'eager', fetchPriority: 'high' }} />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('puts a placeholder in the picture’s place when it fails to load', () => {
    const { container } = render(<ProductCard product={flour} picture={LAZY} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Picture unavailable', hidden: true })).toBeInTheDocument();
  });
});

describe('the login gate', () => {
  it('sends a visitor to the login dialog and adds nothing', async () => {
    const sent = listen();
    publish('auth/state', { user: null });
    render(<ProductCard product={flour} picture={LAZY} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(sent.authOpen).toHaveBeenCalledWith({ mode: 'login' });
    expect(sent.cartAdd).not.toHaveBeenCalled();
    expect(sent.notify).not.toHaveBeenCalled();
  });

  it('treats the shopper as a visitor while the sign-in state is not known yet', async () => {
    const sent = listen();
    render(<ProductCard product={flour} picture={LAZY} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(sent.authOpen).toHaveBeenCalledWith({ mode: 'login' });
    expect(sent.cartAdd).not.toHaveBeenCalled();
  });

  it('adds the chosen pack for a signed-in shopper and says so, with the way to the cart', async () => {
    const sent = listen();
    publish('auth/state', { user: { uid: 'u1', email: 'trader@example.com' } });
    render(<ProductCard product={flour} picture={LAZY} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pack size' }), '10kg');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(sent.authOpen).not.toHaveBeenCalled();
    expect(sent.cartAdd).toHaveBeenCalledTimes(1);
    const { product, size } = sent.cartAdd.mock.calls[0][0];
    expect(size).toBe('10kg');
    // The shared Product shape only: the shop's sorting fields stay in the shop.
    expect(product).toEqual({
      id: '1',
      name: 'Plain Flour',
      category: 'Groceries',
      image: flour.image,
      price: 6,
      bulkOptions: { '5kg': 6, '10kg': 10, '20kg': 18 },
      description: flour.description,
    });
    expect(sent.notify).toHaveBeenCalledWith({ message: 'Plain Flour (10kg) added to cart', action: 'open-cart' });
  });

  it('while the cart is away, says so instead of confirming, and keeps the pack for it', async () => {
    const notify = jest.fn();
    on('ui/notify', notify);
    publish('auth/state', { user: { uid: 'u1', email: 'trader@example.com' } });
    render(<ProductCard product={flour} picture={LAZY} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ message: 'The cart is not ready yet. Plain Flour (5kg) will be added as soon as it is.' });
    const cartAdd = jest.fn();
    on('cart/add', cartAdd);
    expect(cartAdd).toHaveBeenCalledWith({ product: expect.objectContaining({ id: '1' }), size: '5kg' });
  });

  it('follows the sign-in state as it changes', async () => {
    const sent = listen();
    publish('auth/state', { user: { uid: 'u1', email: 'trader@example.com' } });
    render(<ProductCard product={flour} picture={LAZY} />);
    act(() => publish('auth/state', { user: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(sent.authOpen).toHaveBeenCalledTimes(1);
    expect(sent.cartAdd).not.toHaveBeenCalled();
  });
});
