import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getState, rememberSession, send } from '@storefront/shared';
import AuthModals from './AuthModals';
import { loadSession, prefetchSessionCode } from './session/loadSession';
import { useAuthUiStore } from './store/authUiStore';
import { fakeSession } from './testing/fakeSession';

jest.mock('./session/loadSession');
const mockedLoadSession = jest.mocked(loadSession);
const mockedPrefetch = jest.mocked(prefetchSessionCode);

const initialUi = useAuthUiStore.getState();
beforeEach(() => {
  useAuthUiStore.setState(initialUi, true);
  mockedLoadSession.mockReset();
  mockedPrefetch.mockReset();
  localStorage.clear();
  // Most cases are a returning shopper's page, whose session Firebase restores.
  rememberSession(true);
});
afterEach(() => jest.useRealTimers());

describe('AuthModals', () => {
  it('starts the Firebase session as it mounts when someone was signed in', () => {
    mockedLoadSession.mockResolvedValue(fakeSession());
    render(<AuthModals />);
    expect(mockedLoadSession).toHaveBeenCalled();
  });

  it('with nobody signed in, says so at once and opens Firebase only when a dialog opens, once the dialog is on screen', () => {
    jest.useFakeTimers();
    rememberSession(false);
    mockedLoadSession.mockResolvedValue(fakeSession());
    render(<AuthModals />);
    expect(getState('auth/state')).toEqual({ user: null });
    expect(mockedLoadSession).not.toHaveBeenCalled();
    act(() => send('auth/open', { mode: 'login' }));
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeVisible();
    expect(mockedLoadSession).not.toHaveBeenCalled();
    act(() => void jest.runAllTimers());
    expect(mockedLoadSession).toHaveBeenCalledTimes(1);
  });

  it('with nobody signed in, fetches Firebase when another tab signs someone in', () => {
    rememberSession(false);
    mockedLoadSession.mockResolvedValue(fakeSession());
    render(<AuthModals />);
    expect(mockedLoadSession).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'storefront.auth.signedIn', newValue: '1' }));
    expect(mockedLoadSession).toHaveBeenCalledTimes(1);
  });

  describe('at the first idle moment after mounting (this browser has no idle callbacks: a short timer)', () => {
    afterEach(() => {
      jest.useRealTimers();
      delete (navigator as { connection?: unknown }).connection;
    });

    it('fetches Firebase’s code without opening a session, so that the first Login waits for none of it', () => {
      jest.useFakeTimers();
      rememberSession(false);
      mockedPrefetch.mockResolvedValue();
      render(<AuthModals />);
      expect(mockedPrefetch).not.toHaveBeenCalled();
      act(() => void jest.runAllTimers());
      expect(mockedPrefetch).toHaveBeenCalledTimes(1);
      expect(mockedLoadSession).not.toHaveBeenCalled();
    });

    it('fetches nothing ahead for a shopper who saves data', () => {
      jest.useFakeTimers();
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
      rememberSession(false);
      render(<AuthModals />);
      act(() => void jest.runAllTimers());
      expect(mockedPrefetch).not.toHaveBeenCalled();
    });

    it('fetches nothing once unmounted', () => {
      jest.useFakeTimers();
      rememberSession(false);
      render(<AuthModals />).unmount();
      jest.runAllTimers();
      expect(mockedPrefetch).not.toHaveBeenCalled();
    });
  });

  it('opens the dialog asked for on auth/open, even one sent before it mounted', async () => {
    mockedLoadSession.mockResolvedValue(fakeSession());
    send('auth/open', { mode: 'register' });
    render(<AuthModals />);
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => send('auth/open', { mode: 'login' }));
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  it('closes on Esc (the native cancel event), closing the native dialog so focus goes back to the opener', () => {
    mockedLoadSession.mockResolvedValue(fakeSession());
    render(<AuthModals />);
    act(() => send('auth/open', { mode: 'login' }));
    const dialog = screen.getByRole('dialog', { name: 'Login' }) as HTMLDialogElement;
    const nativeClose = jest.spyOn(dialog, 'close');
    act(() => void dialog.dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(nativeClose).toHaveBeenCalled();
  });

  it('signs out on auth/logout', async () => {
    const session = fakeSession();
    mockedLoadSession.mockResolvedValue(session);
    render(<AuthModals />);
    await act(async () => send('auth/logout'));
    expect(session.signOut).toHaveBeenCalledTimes(1);
  });

  it('keeps working, and says why, when Firebase cannot be loaded at first', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockedLoadSession
      .mockResolvedValue(fakeSession())
      .mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'auth/network-request-failed' }));
    render(<AuthModals />);
    await act(async () => undefined);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Firebase could not be loaded'), expect.any(Error));
    act(() => send('auth/open', { mode: 'login' }));
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeVisible();
    warn.mockRestore();
  });

  it('tries again to load Firebase when the browser comes back online', () => {
    mockedLoadSession.mockResolvedValue(fakeSession());
    render(<AuthModals />);
    mockedLoadSession.mockClear();
    window.dispatchEvent(new Event('online'));
    expect(mockedLoadSession).toHaveBeenCalledTimes(1);
  });

  it('stops answering the bus once unmounted', () => {
    mockedLoadSession.mockResolvedValue(fakeSession());
    const { unmount } = render(<AuthModals />);
    unmount();
    send('auth/open', { mode: 'login' });
    expect(useAuthUiStore.getState().mode).toBeNull();
  });
});
