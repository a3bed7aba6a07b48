import { publish, rememberSession, send } from '@storefront/shared';
import { followOverlayNeeds, needAuthOnFirstTouch, useOverlayNeeds } from './overlayNeeds';

let stop: () => void = () => undefined;

beforeEach(() => {
  useOverlayNeeds.setState(useOverlayNeeds.getInitialState(), true);
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => stop());

const needs = () => {
  const { auth, cart, sessionToRestore } = useOverlayNeeds.getState();
  return { auth, cart, sessionToRestore };
};

describe('what the overlays need', () => {
  it('is nothing for a visitor with no session to restore, who has asked for nothing, and unknown until the page has looked', () => {
    expect(needs()).toEqual({ auth: 'none', cart: 'none', sessionToRestore: undefined });
    stop = followOverlayNeeds();
    expect(needs()).toEqual({ auth: 'none', cart: 'none', sessionToRestore: false });
  });

  it('is auth at idle where this browser has a session to restore, or another tab signs someone in', () => {
    rememberSession(true);
    stop = followOverlayNeeds();
    expect(needs()).toEqual({ auth: 'idle', cart: 'none', sessionToRestore: true });

    localStorage.clear();
    useOverlayNeeds.setState(useOverlayNeeds.getInitialState(), true);
    stop();
    stop = followOverlayNeeds();
    expect(needs().auth).toBe('none');
    window.dispatchEvent(new StorageEvent('storage', { key: 'storefront.auth.signedIn', newValue: '1' }));
    expect(needs().auth).toBe('idle');
  });

  it('is each remote now, once a command for it waits, sent before or after the page started following', () => {
    send('auth/open', { mode: 'login' });
    stop = followOverlayNeeds();
    expect(needs().auth).toBe('now');
    expect(needs().cart).toBe('none');
    send('cart/toggle', { open: true });
    expect(needs().cart).toBe('now');
  });

  it('is the cart at idle once a shopper is signed in, and not for a visitor', () => {
    stop = followOverlayNeeds();
    publish('auth/state', { user: null });
    expect(needs().cart).toBe('none');
    publish('auth/state', { user: { uid: 'u1', email: 'sam@example.com' } });
    expect(needs().cart).toBe('idle');
  });

  it('is a remote at idle whose candidate build the address asks to run', () => {
    window.history.replaceState(null, '', '/?cart-candidate=2');
    stop = followOverlayNeeds();
    expect(needs()).toEqual({ auth: 'none', cart: 'idle', sessionToRestore: false });
  });

  it('never shrinks: a remote asked for now is not put off to idle, and one signed out of stays', () => {
    stop = followOverlayNeeds();
    send('cart/add', { product: { id: '1', name: 'Plain Flour', category: 'Groceries', image: '/img/flour.svg', price: 6, bulkOptions: { '5kg': 6 }, description: 'Bakery flour.' }, size: '5kg' });
    publish('auth/state', { user: { uid: 'u1', email: 'sam@example.com' } });
    publish('auth/state', { user: null });
    expect(needs().cart).toBe('now');
  });
});

describe('the shopper’s first touch', () => {
  it('needs auth at idle once they tap or press a key inside the page, not for a scroll or a key outside it', () => {
    const page = document.body.appendChild(document.createElement('div'));
    const button = page.appendChild(document.createElement('button'));
    const stopTouch = needAuthOnFirstTouch(page);
    page.dispatchEvent(new Event('scroll'));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(needs().auth).toBe('none');
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(needs().auth).toBe('idle');
    stopTouch();
    page.remove();
  });

  it('listens no more once stopped', () => {
    const page = document.body.appendChild(document.createElement('div'));
    needAuthOnFirstTouch(page)();
    page.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(needs().auth).toBe('none');
    page.remove();
  });
});
