import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@storefront/shared';
import { RemoteSlot } from '../federation/RemoteSlot';
import { loadRemoteComponent } from '../federation/remotes';
import { Header } from './Header';
import { SignInFallback } from './SignInFallback';
import { useSignInSlot } from './signInSlot';

jest.mock('../federation/remotes', () => ({ loadRemoteComponent: jest.fn(), forgetRemote: jest.fn() }));
const load = jest.mocked(loadRemoteComponent);

beforeEach(() => {
  load.mockReset();
  useSignInSlot.setState(useSignInSlot.getInitialState(), true);
});

/** The header beside the auth slot, as the page has them, with the auth remote failing to load. */
async function renderWithAuthDown() {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  load.mockRejectedValue(new Error('auth is down'));
  render(
    <>
      <Header />
      <RemoteSlot remote="auth" label="Sign-in" placeholder={null} fallback={SignInFallback} />
    </>,
  );
  await screen.findByText('Sign-in is not available right now.');
  warn.mockRestore();
  return within(screen.getByRole('banner'));
}

describe('Login while the auth remote is down', () => {
  it('is a real button in the header that says sign-in is unavailable and offers Retry', async () => {
    const banner = await renderWithAuthDown();
    const login = banner.getAllByRole('button', { name: 'Login' })[0]!;
    expect(login).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(login);
    expect(login).toHaveAttribute('aria-expanded', 'true');
    const note = document.getElementById(login.getAttribute('aria-controls')!)!;
    expect(note).toBeVisible();
    expect(within(note).getByRole('status')).toHaveTextContent('Sign-in is unavailable right now.');
    expect(within(note).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('retries the slot from the header and asks for the login dialog, which opens once the auth remote is there', async () => {
    const opened = jest.fn();
    const banner = await renderWithAuthDown();
    const login = banner.getAllByRole('button', { name: 'Login' })[0]!;
    await userEvent.click(login);
    const note = document.getElementById(login.getAttribute('aria-controls')!)!;

    load.mockReturnValue(new Promise(() => undefined));
    await userEvent.click(within(note).getByRole('button', { name: 'Retry' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(within(note).getByRole('status')).toHaveTextContent('Trying to reach sign-in…');
    expect(screen.queryByText('Sign-in is not available right now.')).not.toBeInTheDocument();

    // The auth remote's handler, once it has loaded, receives the request that waited for it.
    on('auth/open', opened);
    expect(opened).toHaveBeenCalledWith({ mode: 'login' });
  });

  it('asks for the login dialog from Login while a Retry is loading the auth remote', async () => {
    const banner = await renderWithAuthDown();
    load.mockReturnValue(new Promise(() => undefined));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const opened = jest.fn();
    on('auth/open', opened);
    await userEvent.click(banner.getAllByRole('button', { name: 'Login' })[0]!);
    expect(opened).toHaveBeenCalledWith({ mode: 'login' });
    expect(banner.getAllByRole('button', { name: 'Login' })[0]).toHaveAttribute('aria-expanded', 'false');
  });

  it('holds Login’s place without offering it while the auth remote is only loading', () => {
    load.mockReturnValue(new Promise(() => undefined));
    render(
      <>
        <Header />
        <RemoteSlot remote="auth" label="Sign-in" placeholder={null} fallback={SignInFallback} />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });
});
