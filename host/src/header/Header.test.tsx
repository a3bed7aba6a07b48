import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, publish, send, writeCartSummary } from '@storefront/shared';
import { Header } from './Header';
import { useMobileMenu } from './mobileMenuStore';
import { QUIET_MS } from './sayIfStillWaiting';
import { startupState } from '../started/startupState';

function listen<C extends Parameters<typeof on>[0]>(command: C) {
  const handler = jest.fn();
  on(command, handler);
  return handler;
}

beforeEach(() => {
  useMobileMenu.setState({ open: false });
  startupState.setState(startupState.getInitialState(), true);
});

describe('Header', () => {
  it('has the six navigation links, Home staying on this page', () => {
    render(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '#top'],
      ['Bulk Deals', '/bulk-deals.html'],
      ['Products', '/products.html'],
      ['Locations', '/warehouse-locations.html'],
      ['Trade', '/trade-registration.html'],
      ['Contact', '/contact.html'],
    ]);
  });

  it('offers neither Login nor Logout until the saved session is known, holding their place', () => {
    render(<Header />);
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    act(() => publish('auth/state', { user: null }));
    expect(screen.getAllByRole('button', { name: 'Login' }).length).toBeGreaterThan(0);
  });

  it('offers Login before auth has answered where this browser has no session to restore, and it asks for the dialog', async () => {
    jest.useFakeTimers();
    const notify = listen('ui/notify');
    render(<Header />);
    act(() => startupState.setState({ sessionToRestore: false }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getAllByRole('button', { name: 'Login' })[0]!);
    act(() => jest.advanceTimersByTime(QUIET_MS));
    expect(notify).toHaveBeenCalledWith({ message: 'Sign-in is not ready yet. The Login dialog will open as soon as it is.' });
    const open = listen('auth/open');
    expect(open).toHaveBeenCalledWith({ mode: 'login' });
    jest.useRealTimers();
  });

  it('holds Login’s place where this browser has a session to restore, until auth says who it is', () => {
    render(<Header />);
    act(() => startupState.setState({ sessionToRestore: true }));
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    act(() => publish('auth/state', { user: { uid: 'u1', email: 'sam@example.com' } }));
    expect(screen.getAllByText('sam@example.com').length).toBeGreaterThan(0);
  });

  it('opens the login dialog from Login when signed out', async () => {
    const open = listen('auth/open');
    render(<Header />);
    act(() => publish('auth/state', { user: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(open).toHaveBeenCalledWith({ mode: 'login' });
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows the signed-in email with Logout, which signs out', async () => {
    const logout = listen('auth/logout');
    render(<Header />);
    act(() => publish('auth/state', { user: { uid: 'u1', email: 'sam@example.com' } }));
    const banner = screen.getByRole('banner');
    expect(within(banner).getAllByText('sam@example.com').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(within(banner).getAllByRole('button', { name: 'Logout' })[0]!);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('badges the cart button with the number of cart lines, and the button opens the closed panel and closes the open one', async () => {
    const toggle = listen('cart/toggle');
    const notify = listen('ui/notify');
    render(<Header />);
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
    act(() => publish('cart/count', { count: 3 }));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    const cart = screen.getByRole('button', { name: 'Cart 3 items' });
    await userEvent.click(cart);
    expect(toggle).toHaveBeenLastCalledWith({ open: true });
    act(() => publish('cart/open', { open: true }));
    await userEvent.click(cart);
    expect(toggle).toHaveBeenLastCalledWith({ open: false });
    act(() => publish('cart/count', { count: 1 }));
    expect(screen.getByRole('button', { name: 'Cart 1 item' })).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
  });

  it('counts what the cart keeps for the signed-in shopper in this tab until the cart, which starts later, publishes its count', () => {
    writeCartSummary({ owner: 'u1', count: 4 });
    render(<Header />);
    act(() => publish('auth/state', { user: { uid: 'u1', email: 'sam@example.com' } }));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('4');
    act(() => publish('cart/count', { count: 5 }));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('5');
  });

  it('clicks made while the cart is not there open the panel once it is, however many there were, and each says so once it has waited a while', async () => {
    jest.useFakeTimers();
    const notify = listen('ui/notify');
    render(<Header />);
    const cart = screen.getByRole('button', { name: /^Cart/ });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(cart);
    await user.click(cart);
    act(() => jest.advanceTimersByTime(QUIET_MS - 100));
    expect(notify).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100));
    const notReady = { message: 'The cart is not ready yet. It will open as soon as it is.' };
    expect(notify.mock.calls).toEqual([[notReady], [notReady]]);
    const toggle = listen('cart/toggle');
    expect(toggle.mock.calls).toEqual([[{ open: true }], [{ open: true }]]);
    jest.useRealTimers();
  });

  it('says nothing of a click kept for a cart that opens within a moment', async () => {
    jest.useFakeTimers();
    const notify = listen('ui/notify');
    render(<Header />);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: /^Cart/ }));
    act(() => publish('cart/open', { open: true }));
    act(() => jest.advanceTimersByTime(QUIET_MS));
    expect(notify).not.toHaveBeenCalled();
    jest.useRealTimers();
  });

  it('says plainly that a click was not kept when the bus already holds all it will for the cart', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const notify = listen('ui/notify');
    while (send('cart/toggle', { open: true }) !== 'refused');
    render(<Header />);
    await userEvent.click(screen.getByRole('button', { name: /^Cart/ }));
    expect(notify).toHaveBeenLastCalledWith({ message: 'The cart is not available right now. Please try again later.' });
    warn.mockRestore();
  });
});

describe('mobile menu', () => {
  it('is a disclosure: Menu opens it, repeating the links and Login', async () => {
    render(<Header />);
    act(() => publish('auth/state', { user: null }));
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const mobileNav = within(panel!).getByRole('navigation', { name: 'Mobile' });
    expect(within(mobileNav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Bulk Deals', 'Products', 'Locations', 'Trade', 'Contact']);
    expect(within(panel!).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(mobileNav).getByRole('link', { name: 'Home' })).toHaveFocus();
  });

  it('repeats Logout with the email when signed in', async () => {
    render(<Header />);
    act(() => publish('auth/state', { user: { uid: 'u1', email: 'sam@example.com' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = document.getElementById('mobile-menu')!;
    expect(within(panel).getByText('sam@example.com')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('closes on Esc and gives focus back to the Menu button', async () => {
    render(<Header />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('closing it closes the cart panel', async () => {
    const toggle = listen('cart/toggle');
    publish('cart/open', { open: true });
    render(<Header />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    expect(toggle).not.toHaveBeenCalled();
    await userEvent.click(menu);
    expect(toggle).toHaveBeenCalledWith({ open: false });
  });

  it('closing it asks nothing of a cart that is not open, so that it does not start one', async () => {
    render(<Header />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await userEvent.click(menu);
    expect(send('cart/toggle', { open: true })).toBe('queued');
    const toggle = listen('cart/toggle');
    expect(toggle.mock.calls).toEqual([[{ open: true }]]);
  });

  it('closes when the cart panel closes, not when it opens', async () => {
    render(<Header />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    act(() => publish('cart/open', { open: false }));
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    act(() => publish('cart/open', { open: true }));
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    act(() => publish('cart/open', { open: false }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when one of its links is followed', async () => {
    render(<Header />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Home' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('on a trade page (the trade variant)', () => {
  afterEach(() => sessionStorage.clear());

  it('leads the logo and Home to the storefront and marks that page’s link, in the bar and the menu', () => {
    render(<Header currentPage="/products.html" />);
    expect(screen.getByRole('link', { name: 'Northgate Cash & Carry' })).toHaveAttribute('href', '/');
    for (const name of ['Main', 'Mobile']) {
      const links = within(screen.getByRole('navigation', { name, hidden: true })).getAllByRole('link', { hidden: true });
      expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
        ['Home', '/', null],
        ['Bulk Deals', '/bulk-deals.html', null],
        ['Products', '/products.html', 'page'],
        ['Locations', '/warehouse-locations.html', null],
        ['Trade', '/trade-registration.html', null],
        ['Contact', '/contact.html', null],
      ]);
    }
  });

  it('holds Login’s place until the session is known, then offers Login as a link to the storefront’s dialog', () => {
    render(<Header currentPage="/contact.html" />);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    act(() => publish('auth/state', { user: null }));
    const logins = screen.getAllByRole('link', { name: 'Login', hidden: true });
    expect(logins.map((link) => link.getAttribute('href'))).toEqual(['/?login', '/?login']);
    expect(screen.queryByRole('button', { name: 'Login', hidden: true })).not.toBeInTheDocument();
  });

  it('shows the signed-in email with Logout, which signs out here', async () => {
    const logout = listen('auth/logout');
    render(<Header currentPage="/contact.html" />);
    act(() => publish('auth/state', { user: { uid: 'u1', email: 'sam@example.com' } }));
    const banner = within(screen.getByRole('banner'));
    expect(banner.getAllByText('sam@example.com').length).toBeGreaterThan(0);
    await userEvent.click(banner.getAllByRole('button', { name: 'Logout' })[0]!);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('has a Cart link to the storefront with the cart open, badged with the signed-in shopper’s count that the tab keeps', () => {
    const toggle = listen('cart/toggle');
    writeCartSummary({ owner: 'u1', count: 3 });
    render(<Header currentPage="/bulk-deals.html" />);
    expect(screen.queryByRole('button', { name: /^Cart/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart 0 items' })).toHaveAttribute('href', '/?cart');
    act(() => publish('auth/state', { user: { uid: 'u1', email: 'sam@example.com' } }));
    expect(screen.getByRole('link', { name: 'Cart 3 items' })).toHaveAttribute('href', '/?cart');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    act(() => publish('auth/state', { user: { uid: 'u2', email: 'kim@example.com' } }));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
    act(() => publish('auth/state', { user: null }));
    expect(screen.getByRole('link', { name: 'Cart 0 items' })).toBeInTheDocument();
    expect(toggle).not.toHaveBeenCalled();
  });
});
