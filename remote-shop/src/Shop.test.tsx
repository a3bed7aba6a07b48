import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, publish, type SessionUser } from '@storefront/shared';
import Shop from './Shop';
import { useShopStore } from './store/shopStore';

const scrollIntoView = jest.fn();

beforeAll(() => {
  // jsdom does no layout; record the calls instead.
  Element.prototype.scrollIntoView = scrollIntoView;
});

beforeEach(() => {
  useShopStore.setState(useShopStore.getInitialState(), true);
  scrollIntoView.mockClear();
});

afterEach(() => history.replaceState(null, '', '/'));

const cards = () => screen.getAllByTestId('product-card');
const cardNames = () => cards().map((card) => within(card).getByRole('heading').textContent);
/** What the browser does for a link to an anchor: a new entry keeping path and query, then hashchange. */
function followLink(hash: string) {
  const oldURL = window.location.href;
  history.pushState(null, '', hash);
  window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: window.location.href }));
}
const currentPage = () => screen.getByRole('navigation', { name: 'Pages' }).querySelector('[aria-current="page"]')?.textContent;

describe('Shop', () => {
  it('shows the first 8 of 30 products, most popular first, under its heading', () => {
    render(<Shop />);
    expect(screen.getByRole('heading', { level: 2, name: 'Shop' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('All');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('popularity');
    expect(screen.getByRole('status')).toHaveTextContent('30 products');
    expect(cards()).toHaveLength(8);
    expect(cardNames().slice(0, 3)).toEqual(['Cola Cans', 'Straight Cut Oven Chips', 'Ready Salted Crisps']);
    expect(currentPage()).toBe('1');
  });

  it('pages through with Next, Prev and the numbers, focusing and scrolling to the heading', async () => {
    render(<Shop />);
    const heading = screen.getByRole('heading', { name: 'Shop' });
    const firstPage = cardNames();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentPage()).toBe('2');
    expect(cardNames()).not.toEqual(expect.arrayContaining(firstPage));
    expect(heading).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: '4' }));
    expect(currentPage()).toBe('4');
    expect(cards()).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Prev' }));
    expect(currentPage()).toBe('3');
    expect(scrollIntoView).toHaveBeenCalledTimes(3);
  });

  it('filters by category and goes back to page 1', async () => {
    render(<Shop />);
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Groceries');

    expect(currentPage()).toBe('1');
    expect(cards()).toHaveLength(5);
    for (const card of cards()) expect(card).toHaveTextContent('Groceries');
    expect(screen.getByRole('status')).toHaveTextContent('5 products');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(window.location.pathname + window.location.hash).toBe('/shop/groceries/');

    // Back to every category, still from the start rather than the page left before filtering.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'All');
    expect(currentPage()).toBe('1');
    expect(cards()).toHaveLength(8);
  });

  it('offers All and the six categories', () => {
    render(<Shop />);
    const options = within(screen.getByRole('combobox', { name: 'Category' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All', 'Groceries', 'Beverages', 'Household', 'Snacks', 'Frozen', 'Personal Care']);
  });

  it('sorts within the chosen category', async () => {
    render(<Shop />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Beverages');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    expect(cardNames()).toEqual(['Still Spring Water', 'Long Life Orange Juice', 'Tea Bags', 'Cola Cans', 'Instant Coffee Granules']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-desc');
    expect(cardNames()[0]).toBe('Instant Coffee Granules');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'newest');
    expect(cardNames()[0]).toBe('Instant Coffee Granules');
    expect(cardNames()[4]).toBe('Cola Cans');
  });

  it('goes back to page 1 when the order changes', async () => {
    render(<Shop />);
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    expect(currentPage()).toBe('1');
    expect(cardNames()[0]).toBe('Chopped Tomatoes');
  });

  it('opens with the category named in the address, and brings the shop into view', () => {
    history.replaceState(null, '', '/#beverages');
    render(<Shop />);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Beverages');
    expect(cards()).toHaveLength(5);
    expect(scrollIntoView).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Shop' })).not.toHaveFocus();
  });

  it('follows a category anchor the page moves to (a Shop Now link), from any page, starting at its page 1', async () => {
    render(<Shop />);
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(window.location.search).toBe('?page=2');
    screen.getByRole('combobox', { name: 'Sort by' }).focus();
    act(() => followLink('#personal-care'));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Personal Care');
    expect(currentPage()).toBe('1');
    expect(cards()).toHaveLength(5);
    expect(screen.getByRole('heading', { name: 'Shop' })).toHaveFocus();
    // The page the browser kept in the address belonged to the list left behind.
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/shop/personal-care/');
  });

  it('puts the page in the address, one history entry a page, so that Back returns to the page before', async () => {
    render(<Shop />);
    const entries = history.length;
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: '4' }));
    expect(window.location.search).toBe('?page=4');
    expect(history.length).toBe(entries + 2);
    act(() => history.back());
    await waitFor(() => expect(currentPage()).toBe('2'));
    expect(window.location.search).toBe('?page=2');
    act(() => history.back());
    await waitFor(() => expect(currentPage()).toBe('1'));
  });

  it('returns with Back after a category change to the page the shopper was on', async () => {
    render(<Shop />);
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    const third = cardNames();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Frozen');
    expect(window.location.pathname + window.location.search).toBe('/shop/frozen/');
    act(() => history.back());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('All'));
    expect(currentPage()).toBe('3');
    expect(cardNames()).toEqual(third);
  });

  it('opens on the page in the address (a reload), bringing the shop into view', () => {
    history.replaceState(null, '', '/?sort=price-asc&page=2');
    render(<Shop />);
    expect(currentPage()).toBe('2');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    expect(scrollIntoView).toHaveBeenCalled();
  });

  it.each([
    ['past the end', '/?page=9', '4', 6],
    ['not a number', '/?page=last', '1', 8],
    ['past the end of a category', '/?page=3#frozen', '1', 5],
  ])('shows the nearest page for a page %s, never an empty grid', (_case, url, shownPage, count) => {
    history.replaceState(null, '', url);
    render(<Shop />);
    expect(currentPage()).toBe(shownPage);
    expect(cards()).toHaveLength(count);
  });

  it('steps Back and Forward through the shopper’s filter and order choices', async () => {
    render(<Shop />);
    const category = screen.getByRole('combobox', { name: 'Category' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(category, 'Frozen');
    await userEvent.selectOptions(sort, 'price-desc');
    expect(window.location.pathname + window.location.search).toBe('/shop/frozen/?sort=price-desc');

    act(() => history.back());
    await waitFor(() => expect(sort).toHaveValue('popularity'));
    expect(category).toHaveValue('Frozen');
    act(() => history.back());
    await waitFor(() => expect(category).toHaveValue('All'));
    act(() => history.forward());
    await waitFor(() => expect(category).toHaveValue('Frozen'));
    expect(sort).toHaveValue('popularity');
  });

  it('shows the category and order in the address it opens with (a reload)', () => {
    history.replaceState(null, '', '/?sort=price-asc#beverages');
    render(<Shop />);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Beverages');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    expect(cardNames()[0]).toBe('Still Spring Water');
  });

  it('opens with the view of the shop address it is served at, and brings the shop into view', () => {
    history.replaceState(null, '', '/shop/beverages/?sort=price-asc');
    render(<Shop />);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Beverages');
    expect(cardNames()[0]).toBe('Still Spring Water');
    expect(scrollIntoView).toHaveBeenCalled();
  });

  it('opens a link to a shop address in place, as an entry of its own, and brings the shop into view', async () => {
    render(
      <>
        <a href="/shop/frozen/">Shop Now</a>
        <Shop />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Shop Now' }));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Frozen');
    expect(window.location.pathname).toBe('/shop/frozen/');
    expect(screen.getByRole('heading', { name: 'Shop' })).toHaveFocus();
    act(() => history.back());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('All'));
  });

  it('ignores an anchor that is not a category', () => {
    history.replaceState(null, '', '/#about');
    render(<Shop />);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('All');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('the product detail', () => {
  it('shows the product with every pack size and its price, and closes from its button', async () => {
    render(<Shop />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Groceries');
    await userEvent.click(screen.getByRole('button', { name: 'Plain Flour' }));

    const dialog = screen.getByRole('dialog', { name: 'Plain Flour' });
    expect(dialog).toHaveTextContent('Groceries');
    expect(dialog).toHaveTextContent('All-purpose plain white flour');
    const packs = within(dialog).getAllByRole('radio');
    expect(packs.map((radio) => radio.closest('label')?.textContent)).toEqual(['5kg£6.00', '10kg£10.00', '20kg£18.00']);
    expect(within(dialog).getByRole('radio', { name: /5kg/ })).toBeChecked();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  /** Opens the Cola Cans detail from its card for a signed-in shopper, or a visitor (null), recording what the shop sends. */
  async function openColaCans(user: SessionUser | null) {
    const sent = { cartAdd: jest.fn(), notify: jest.fn(), authOpen: jest.fn() };
    on('cart/add', sent.cartAdd);
    on('ui/notify', sent.notify);
    on('auth/open', sent.authOpen);
    publish('auth/state', { user });
    render(<Shop />);
    await userEvent.click(screen.getByRole('button', { name: 'Cola Cans' }));
    return { sent, dialog: within(screen.getByRole('dialog', { name: 'Cola Cans' })) };
  }

  it('adds the picked pack for a signed-in shopper and gives way to the notification', async () => {
    const { sent, dialog } = await openColaCans({ uid: 'u1', email: 'trader@example.com' });
    await userEvent.click(dialog.getByRole('radio', { name: /72 x 330ml/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add to cart' }));

    expect(sent.cartAdd).toHaveBeenCalledWith({ product: expect.objectContaining({ id: '6' }), size: '72 x 330ml' });
    expect(sent.notify).toHaveBeenCalledWith({ message: 'Cola Cans (72 x 330ml) added to cart', action: 'open-cart' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a visitor to log in and stays open, with nothing added', async () => {
    const { sent, dialog } = await openColaCans(null);
    await userEvent.click(dialog.getByRole('button', { name: 'Add to cart' }));
    expect(sent.authOpen).toHaveBeenCalledWith({ mode: 'login' });
    expect(sent.cartAdd).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Cola Cans' })).toBeInTheDocument();
  });
});
