import { useAuthUiStore } from './authUiStore';

const initial = useAuthUiStore.getState();
const ui = () => useAuthUiStore.getState();

beforeEach(() => useAuthUiStore.setState(initial, true));

describe('authUiStore', () => {
  it('starts closed and idle', () => {
    expect(ui()).toMatchObject({ mode: null, activity: null, error: null, email: '' });
  });

  it('opens the dialog asked for, without a stale error', () => {
    ui().open('login');
    ui().fail('Wrong email or password. Check both and try again.');
    ui().close();
    ui().open('register');
    expect(ui()).toMatchObject({ mode: 'register', error: null });
  });

  it('switches dialogs carrying the typed email and dropping the error', () => {
    ui().open('login');
    ui().fail('Too many attempts.');
    ui().switchTo('register', 'trader@example.com');
    expect(ui()).toMatchObject({ mode: 'register', email: 'trader@example.com', error: null });
  });

  it('tracks a running request and clears the previous error when a new one starts', () => {
    ui().open('login');
    ui().fail('Wrong email or password.');
    ui().start('login');
    expect(ui()).toMatchObject({ activity: 'login', error: null, mode: 'login' });
  });

  it('keeps the dialog open with the message on failure', () => {
    ui().open('register');
    ui().start('register');
    ui().fail('This email is already registered.');
    expect(ui()).toMatchObject({ mode: 'register', activity: null, error: 'This email is already registered.' });
  });

  it('keeps a running request across close and reopen, so a second one cannot start', () => {
    ui().open('login');
    ui().start('google');
    ui().close();
    ui().open('login');
    expect(ui().activity).toBe('google');
  });

  it('closes, idles and forgets the typed email on success', () => {
    ui().open('login');
    ui().switchTo('register', 'trader@example.com');
    ui().start('register');
    ui().succeed();
    expect(ui()).toMatchObject({ mode: null, activity: null, error: null, email: '' });
  });
});
