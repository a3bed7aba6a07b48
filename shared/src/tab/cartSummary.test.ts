import { CART_SUMMARY_KEY, readCartCount, writeCartSummary } from './cartSummary';

describe('the cart summary kept for the tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives its owner the count the cart wrote', () => {
    writeCartSummary({ owner: 'alice', count: 3 });
    expect(readCartCount('alice')).toBe(3);
  });

  it('gives another shopper nothing', () => {
    writeCartSummary({ owner: 'alice', count: 3 });
    expect(readCartCount('bob')).toBe(0);
  });

  it('is forgotten when the cart has no owner', () => {
    writeCartSummary({ owner: 'alice', count: 3 });
    writeCartSummary(null);
    expect(sessionStorage.getItem(CART_SUMMARY_KEY)).toBeNull();
    expect(readCartCount('alice')).toBe(0);
  });

  it.each([
    ['not JSON', '{count: 3'],
    ['another shape', JSON.stringify({ owner: 'alice', lines: 3 })],
    ['a negative count', JSON.stringify({ owner: 'alice', count: -1 })],
  ])('reads as empty, with a warning, when it is %s', (_case, stored) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    sessionStorage.setItem(CART_SUMMARY_KEY, stored);
    expect(readCartCount('alice')).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(CART_SUMMARY_KEY));
    warn.mockRestore();
  });

  it('never writes a summary that breaks its schema', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeCartSummary({ owner: '', count: 2 });
    expect(sessionStorage.getItem(CART_SUMMARY_KEY)).toBeNull();
    warn.mockRestore();
  });
});
