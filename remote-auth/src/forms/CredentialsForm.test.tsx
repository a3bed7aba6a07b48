import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@storefront/shared';
import { AuthDialog } from './AuthDialog';
import { loadSession } from '../session/loadSession';
import { useAuthUiStore, type AuthMode } from '../store/authUiStore';
import { fakeSession, firebaseError, pending } from '../testing/fakeSession';

jest.mock('../session/loadSession');
const mockedLoadSession = jest.mocked(loadSession);

const initialUi = useAuthUiStore.getState();
afterEach(() => localStorage.clear());
let notices: string[];

beforeEach(() => {
  useAuthUiStore.setState(initialUi, true);
  notices = [];
  on('ui/notify', ({ message }) => notices.push(message));
});

/** Opens the dialog and waits, as a person would, until it has put the focus in its first field. */
async function openDialog(mode: AuthMode, session = fakeSession()) {
  mockedLoadSession.mockResolvedValue(session);
  render(<AuthDialog />);
  act(() => useAuthUiStore.getState().open(mode));
  const dialog = within(screen.getByRole('dialog', { name: mode === 'login' ? 'Login' : 'Register' }));
  await waitFor(() => expect(dialog.getByLabelText('Email')).toHaveFocus());
  return { session, user: userEvent.setup(), in: dialog };
}

describe('Login form', () => {
  it('shows each rule beside its field and sends nothing while the form is invalid', async () => {
    const { session, user, in: dialog } = await openDialog('login');
    await user.click(dialog.getByRole('button', { name: 'Login' }));
    expect(dialog.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(dialog.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');

    await user.type(dialog.getByLabelText('Email'), 'trader');
    await user.click(dialog.getByRole('button', { name: 'Login' }));
    expect(dialog.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address, like name@example.com');
    expect(session.signIn).not.toHaveBeenCalled();
  });

  it('refuses a password of spaces alone as it refuses an empty one, and sends nothing', async () => {
    const { session, user, in: dialog } = await openDialog('login');
    await user.type(dialog.getByLabelText('Email'), 'trader@example.com');
    await user.type(dialog.getByLabelText('Password'), '     ');
    await user.click(dialog.getByRole('button', { name: 'Login' }));
    expect(dialog.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(session.signIn).not.toHaveBeenCalled();
  });

  it('masks the password and offers no reveal toggle', async () => {
    const { in: dialog } = await openDialog('login');
    expect(dialog.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(dialog.queryByRole('button', { name: 'Show password' })).not.toBeInTheDocument();
  });

  it('is busy while the request runs: submit disabled, progress said, fields kept', async () => {
    const request = pending();
    const { user, in: dialog } = await openDialog('login', fakeSession({ signIn: jest.fn(() => request.promise) }));
    await user.type(dialog.getByLabelText('Email'), 'trader@example.com');
    await user.type(dialog.getByLabelText('Password'), 'bulk-buyer');
    await user.click(dialog.getByRole('button', { name: 'Login' }));

    expect(dialog.getByRole('button', { name: 'Login' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Register instead' })).toBeDisabled();
    expect(dialog.getByRole('status')).toHaveTextContent('Logging you in…');
    expect(dialog.getByLabelText('Email')).toHaveValue('trader@example.com');

    await act(async () => request.resolve());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signs in with the trimmed email, closes and says "Login successful!"', async () => {
    const { session, user, in: dialog } = await openDialog('login');
    await user.type(dialog.getByLabelText('Email'), '  trader@example.com ');
    await user.type(dialog.getByLabelText('Password'), 'bulk-buyer');
    await user.click(dialog.getByRole('button', { name: 'Login' }));
    expect(session.signIn).toHaveBeenCalledWith('trader@example.com', 'bulk-buyer');
    expect(notices).toEqual(['Login successful!']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a wrong password in the dialog and keeps what was typed', async () => {
    const session = fakeSession({ signIn: jest.fn().mockRejectedValue(firebaseError('auth/wrong-password')) });
    const { user, in: dialog } = await openDialog('login', session);
    await user.type(dialog.getByLabelText('Email'), 'trader@example.com');
    await user.type(dialog.getByLabelText('Password'), 'not-it');
    await user.click(dialog.getByRole('button', { name: 'Login' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('Wrong email or password. Check both and try again.');
    expect(dialog.getByLabelText('Email')).toHaveValue('trader@example.com');
    expect(dialog.getByLabelText('Password')).toHaveValue('not-it');
    expect(dialog.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(notices).toEqual([]);
  });

  it('says sign-in is unreachable when the network is down', async () => {
    const session = fakeSession({ signIn: jest.fn().mockRejectedValue(firebaseError('auth/network-request-failed')) });
    const { user, in: dialog } = await openDialog('login', session);
    await user.type(dialog.getByLabelText('Email'), 'trader@example.com');
    await user.type(dialog.getByLabelText('Password'), 'bulk-buyer');
    await user.click(dialog.getByRole('button', { name: 'Login' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(/^Sign-in is unreachable right now\./);
  });

  it('switches to Register with the typed email, and back', async () => {
    const { user, in: dialog } = await openDialog('login');
    await user.type(dialog.getByLabelText('Email'), 'new@example.com');
    await user.click(dialog.getByRole('button', { name: 'Register instead' }));

    const register = within(screen.getByRole('dialog', { name: 'Register' }));
    expect(register.getByLabelText('Email')).toHaveValue('new@example.com');
    await user.click(register.getByRole('button', { name: 'Login instead' }));
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('Register form', () => {
  it('requires both fields and a password Firebase accepts, beside the field', async () => {
    const { session, user, in: dialog } = await openDialog('register');
    await user.click(dialog.getByRole('button', { name: 'Register' }));
    expect(dialog.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(dialog.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');

    await user.type(dialog.getByLabelText('Password'), '12345');
    expect(dialog.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(session.register).not.toHaveBeenCalled();
  });

  it('masks the password, with a toggle to show and hide it', async () => {
    const { user, in: dialog } = await openDialog('register');
    const password = dialog.getByLabelText('Password');
    await user.type(password, 'bulk-buyer');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(dialog.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('bulk-buyer');
    await user.click(dialog.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('registers, saves the record, closes and says "Registration successful!"', async () => {
    const { session, user, in: dialog } = await openDialog('register');
    await user.type(dialog.getByLabelText('Email'), 'new@example.com');
    await user.type(dialog.getByLabelText('Password'), 'bulk-buyer');
    await user.click(dialog.getByRole('button', { name: 'Register' }));
    expect(session.register).toHaveBeenCalledWith('new@example.com', 'bulk-buyer');
    expect(session.saveUserRecord).toHaveBeenCalledTimes(1);
    expect(notices).toEqual(['Registration successful!']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['auth/email-already-in-use', 'This email is already registered. Log in instead, or use another email.'],
    ['auth/weak-password', 'That password is too weak. Use at least 6 characters.'],
    ['auth/too-many-requests', 'Too many attempts. Wait a few minutes, then try again.'],
  ])('shows %s as a sentence in the dialog', async (code, sentence) => {
    const { user, in: dialog } = await openDialog('register', fakeSession({ register: jest.fn().mockRejectedValue(firebaseError(code)) }));
    await user.type(dialog.getByLabelText('Email'), 'new@example.com');
    await user.type(dialog.getByLabelText('Password'), 'bulk-buyer');
    await user.click(dialog.getByRole('button', { name: 'Register' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(sentence);
    expect(dialog.getByLabelText('Email')).toHaveValue('new@example.com');
  });

  it('drops the server\'s "already registered" once the shopper edits the fields, leaving only the new rule', async () => {
    const register = jest.fn().mockRejectedValueOnce(firebaseError('auth/email-already-in-use'));
    const { user, in: dialog } = await openDialog('register', fakeSession({ register }));
    await user.type(dialog.getByLabelText('Email'), 'taken@example.com');
    await user.type(dialog.getByLabelText('Password'), 'bulk-buyer');
    await user.click(dialog.getByRole('button', { name: 'Register' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This email is already registered.');

    await user.clear(dialog.getByLabelText('Email'));
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText('Email'), 'fresh@example.com');
    await user.clear(dialog.getByLabelText('Password'));
    await user.type(dialog.getByLabelText('Password'), '123');
    await user.click(dialog.getByRole('button', { name: 'Register' }));
    expect(dialog.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('confirms the registration when the account record could not be saved yet, and asks nothing of the person', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const session = fakeSession({ saveUserRecord: jest.fn().mockRejectedValueOnce(new Error('unavailable')) });
    const { user, in: dialog } = await openDialog('register', session);
    await user.type(dialog.getByLabelText('Email'), 'new@example.com');
    await user.type(dialog.getByLabelText('Password'), 'bulk-buyer');
    await user.click(dialog.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(notices).toEqual(['Registration successful!']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(session.saveUserRecord).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('Continue with Google', () => {
  it('is offered in both dialogs; a new account gets its record and "Registration successful!"', async () => {
    const session = fakeSession({ signInWithGoogle: jest.fn(async () => ({ isNewUser: true })) });
    const { user, in: dialog } = await openDialog('login', session);
    await user.click(dialog.getByRole('button', { name: 'Register instead' }));
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(session.saveUserRecord).toHaveBeenCalledTimes(1);
    expect(notices).toEqual(['Registration successful!']);
  });

  it('says it is waiting for Google while the popup is open, and that it was closed', async () => {
    const popup = pending<{ isNewUser: boolean }>();
    const { user, in: dialog } = await openDialog('login', fakeSession({ signInWithGoogle: jest.fn(() => popup.promise) }));
    await user.click(dialog.getByRole('button', { name: 'Continue with Google' }));
    expect(dialog.getByRole('status')).toHaveTextContent('Waiting for Google');
    expect(dialog.getByRole('button', { name: 'Login' })).toBeDisabled();

    await act(async () => popup.reject(firebaseError('auth/popup-closed-by-user')));
    expect(dialog.getByRole('alert')).toHaveTextContent('The Google window was closed before sign-in finished.');
    expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });
});
