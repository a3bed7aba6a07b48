import { act, render, screen, waitFor, within } from '@testing-library/react';
import { publish, rememberSession } from '@storefront/shared';
import { loadRemoteComponent } from '../federation/remotes';
import { useSignInSlot } from '../header/signInSlot';
import { startRemote, startupState } from '../started/startupState';
import { TradePage } from './TradePage';
import { TRADE_PAGES, tradePageAt } from '../header/navigation';

jest.mock('../federation/remotes', () => ({ loadRemoteComponent: jest.fn(), forgetRemote: jest.fn() }));
const load = jest.mocked(loadRemoteComponent);

beforeEach(() => {
  load.mockReset();
  useSignInSlot.setState(useSignInSlot.getInitialState(), true);
  startupState.setState(startupState.getInitialState(), true);
  localStorage.clear();
});

/** The page as its scheduler leaves it once idle (startup/schedule.ts: auth only with a session to restore). */
function startUpUntilIdle(sessionToRestore: boolean): void {
  act(() => {
    startupState.setState({ sessionToRestore });
    if (sessionToRestore) startRemote('auth');
  });
}

describe('a trade page', () => {
  it.each(TRADE_PAGES)('$href: the header’s trade variant over content that says it is not here yet and links back', (page) => {
    render(<TradePage page={page} />);
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: page.label })).toHaveAttribute('aria-current', 'page');
    expect(banner.getByRole('link', { name: /^Cart/ })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(page.label);
    expect(main.getByText(/not part of this storefront yet/)).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Back to the storefront' })).toHaveAttribute('href', '/');
  });

  it('with nobody signed in on this browser, loads no remote and offers Login as a link to the storefront’s dialog', () => {
    render(<TradePage page={tradePageAt('/contact.html')} />);
    startUpUntilIdle(false);
    expect(load).not.toHaveBeenCalled();
    expect(within(screen.getByRole('banner')).getAllByRole('link', { name: 'Login', hidden: true })[0]).toHaveAttribute('href', '/?login');
  });

  it('with a session to restore, loads the auth remote alone once the scheduler starts it, and the header shows who it says is signed in', async () => {
    rememberSession(true);
    load.mockResolvedValue(() => null);
    render(<TradePage page={tradePageAt('/contact.html')} />);
    expect(load).not.toHaveBeenCalled();
    startUpUntilIdle(true);
    await waitFor(() => expect(document.querySelector('[data-remote="auth"]')).toHaveAttribute('aria-busy', 'false'));
    expect(load.mock.calls).toEqual([['auth']]);
    expect(document.querySelector('[data-remote="cart"]')).toBeNull();
    act(() => publish('auth/state', { user: { uid: 'u1', email: 'sam@example.com' } }));
    expect(within(screen.getByRole('banner')).getAllByText('sam@example.com').length).toBeGreaterThan(0);
  });

  it('with the auth remote down, still offers Login, as a link to the storefront’s dialog', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    rememberSession(true);
    load.mockRejectedValue(new Error('auth is down'));
    render(<TradePage page={tradePageAt('/contact.html')} />);
    startUpUntilIdle(true);
    await screen.findByText('Sign-in is not available right now.');
    expect(within(screen.getByRole('banner')).getAllByRole('link', { name: 'Login', hidden: true })[0]).toHaveAttribute('href', '/?login');
    warn.mockRestore();
  });

  it('is only one of the five: any other address is refused', () => {
    expect(() => tradePageAt('/checkout.html')).toThrow('/checkout.html is not a trade page');
  });
});
