import { on } from '@storefront/shared';
import { storefrontOpening } from '../header/navigation';
import { openOnArrival } from './openOnArrival';

function listen<C extends Parameters<typeof on>[0]>(command: C) {
  const handler = jest.fn();
  on(command, handler);
  return handler;
}

/** The address the page arrived at, as jsdom takes it (same origin). */
function arriveAt(address: string) {
  history.replaceState({ kept: true }, '', address);
}

const address = () => `${location.pathname}${location.search}${location.hash}`;

afterEach(() => arriveAt('/'));

describe('openOnArrival', () => {
  it('opens the Login dialog for the trade pages’ Login link, then takes `login` out of the address', () => {
    const open = listen('auth/open');
    arriveAt(storefrontOpening('login'));
    openOnArrival();
    expect(open).toHaveBeenCalledWith({ mode: 'login' });
    expect(address()).toBe('/');
    expect(history.state).toEqual({ kept: true });
  });

  it('opens the cart panel for their Cart link, keeping the rest of the address', () => {
    const toggle = listen('cart/toggle');
    const logins = listen('auth/open');
    arriveAt('/?sort=price-asc&cart&page=2#frozen');
    openOnArrival();
    expect(toggle).toHaveBeenCalledWith({ open: true });
    expect(logins).not.toHaveBeenCalled();
    expect(address()).toBe('/?sort=price-asc&page=2#frozen');
  });

  it('leaves an address that asks for neither as it is, and opens nothing', () => {
    const replace = jest.spyOn(history, 'replaceState');
    const toggle = listen('cart/toggle');
    arriveAt('/?sort=name#beverages');
    replace.mockClear();
    openOnArrival();
    expect(replace).not.toHaveBeenCalled();
    expect(toggle).not.toHaveBeenCalled();
    replace.mockRestore();
  });

  it('names the addresses the trade pages link to', () => {
    expect([storefrontOpening('login'), storefrontOpening('cart')]).toEqual(['/?login', '/?cart']);
  });
});
