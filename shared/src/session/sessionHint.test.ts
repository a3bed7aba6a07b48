import { hadSession, onSessionElsewhere, rememberSession } from './sessionHint';

beforeEach(() => localStorage.clear());

describe('sessionHint', () => {
  it('remembers that someone is signed in until they are not', () => {
    expect(hadSession()).toBe(false);
    rememberSession(true);
    expect(hadSession()).toBe(true);
    rememberSession(false);
    expect(hadSession()).toBe(false);
  });

  it('asks Firebase when storage cannot be read, and does not fail when it cannot be written', () => {
    const locked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(hadSession(locked)).toBe(true);
    expect(() => rememberSession(true, locked)).not.toThrow();
  });

  it('tells when another tab signs someone in, not when it signs them out or writes something else', () => {
    const listener = jest.fn();
    const stop = onSessionElsewhere(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'storefront.auth.signedIn', newValue: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'storefront.cart', newValue: '[]' }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'storefront.auth.signedIn', newValue: '1' }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'storefront.auth.signedIn', newValue: '1' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
