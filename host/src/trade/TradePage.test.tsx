import { act, render, screen, waitFor, within } from '@testing-library/react';
import { publish, rememberSession } from '@storefront/shared';
import { loadRemoteComponent } from '../federation/remotes';
import { useSignInSlot } from '../header/signInSlot';
import { followOverlayNeeds, showOverlays, useOverlayNeeds } from '../startup/overlayNeeds';
import { TradePage } from './TradePage';
import { TRADE_PAGES, tradePageAt } from '../header/navigation';

jest.mock('../federation/remotes', () => ({ loadRemoteComponent: jest.fn(), forgetRemote: jest.fn() }));
const load = jest.mocked(loadRemoteComponent);

beforeEach(() => {
  load.mockReset();
  useSignInSlot.setState(useSignInSlot.getInitialState(), true);
  useOverlayNeeds.setState(useOverlayNeeds.getInitialState(), true);
  localStorage.clear();
});

/** The page as its start-up leaves it once idle: following what it needs, then idle. */
function startUpUntilIdle(): () => void {
  let stop: () => void = () => undefined;
  act(() => {
    stop = followOverlayNeeds();
  });
  act(() => showOverlays());
  return stop;
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
    const stop = startUpUntilIdle();
    expect(load).not.toHaveBeenCalled();
    expect(within(screen.getByRole('banner')).getAllByRole('link', { name: 'Login', hidden: true })[0]).toHaveAttribute('href', '/?login');
    stop();
  });

  it('with a session to restore, loads the auth remote alone, once the page has been idle, and the header shows who it says is signed in', async () => {
    rememberSession(true);
    load.mockResolvedValue(() => null);
    render(<TradePage page={tradePageAt('/contact.html')} />);
    act(() => void followOverlayNeeds());
    expect(load).not.toHaveBeenCalled();
    act(() => showOverlays());
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
    const stop = startUpUntilIdle();
    await screen.findByText('Sign-in is not available right now.');
    expect(within(screen.getByRole('banner')).getAllByRole('link', { name: 'Login', hidden: true })[0]).toHaveAttribute('href', '/?login');
    stop();
    warn.mockRestore();
  });

  it('is only one of the five: any other address is refused', () => {
    expect(() => tradePageAt('/checkout.html')).toThrow('/checkout.html is not a trade page');
  });
});
