import { CART_SUMMARY_KEY, readCartCount } from '@storefront/shared';
import { TAB_CART_KEY, keepForTab, linesOwnedBy, parseTabCart, takeBackLines, type TabCart } from './tabCart';
import { cola, flour } from '../testing/products';

const lines = [
  { product: flour, selectedQty: '5kg', multiplier: 2 },
  { product: cola, selectedQty: '24 x 330ml', multiplier: 1 },
];
const samsCart: TabCart = { owner: 'sam', lines };

function quietWarnings() {
  return jest.spyOn(console, 'warn').mockImplementation(() => undefined);
}

describe('parseTabCart', () => {
  it('reads back what the cart wrote', () => {
    expect(parseTabCart(JSON.stringify(samsCart))).toEqual(samsCart);
    expect(parseTabCart(JSON.stringify({ owner: 'sam', lines: [] }))).toEqual({ owner: 'sam', lines: [] });
  });

  it.each([
    ['not JSON', '{"owner": "sam", lines'],
    ['JSON of another shape', JSON.stringify({ uid: 'sam', items: lines })],
    ['a cart with no owner', JSON.stringify({ owner: '', lines })],
    ['a line of a pack size its product has no price for', JSON.stringify({ owner: 'sam', lines: [{ product: flour, selectedQty: '1 tonne', multiplier: 1 }] })],
    ['a line of no packs', JSON.stringify({ owner: 'sam', lines: [{ product: flour, selectedQty: '5kg', multiplier: 0 }] })],
    ['a product without its prices (an older format)', JSON.stringify({ owner: 'sam', lines: [{ product: { id: '1', name: 'Plain Flour' }, selectedQty: '5kg', multiplier: 1 }] })],
    ['null', 'null'],
  ])('refuses %s', (_case, raw) => {
    expect(parseTabCart(raw)).toBeUndefined();
  });
});

describe('linesOwnedBy', () => {
  it('gives the shopper the cart was kept for their lines', () => {
    expect(linesOwnedBy(samsCart, 'sam')).toEqual(lines);
  });

  it('gives another shopper nothing', () => {
    expect(linesOwnedBy(samsCart, 'kim')).toBeUndefined();
  });
});

describe('the cart in the tab’s storage', () => {
  it('is kept with its owner, and the summary beside it counts its lines', () => {
    keepForTab('sam', lines);
    expect(parseTabCart(sessionStorage.getItem(TAB_CART_KEY) ?? '')).toEqual(samsCart);
    expect(readCartCount('sam')).toBe(2);
  });

  it('is taken back by the same shopper, and stays kept', () => {
    keepForTab('sam', lines);
    expect(takeBackLines('sam')).toEqual(lines);
    expect(takeBackLines('sam')).toEqual(lines);
  });

  it('is dropped when another shopper asks for it', () => {
    keepForTab('sam', lines);
    expect(takeBackLines('kim')).toBeUndefined();
    expect(sessionStorage.getItem(TAB_CART_KEY)).toBeNull();
    expect(takeBackLines('sam')).toBeUndefined();
  });

  it('is forgotten, with its summary, when nobody is signed in', () => {
    keepForTab('sam', lines);
    keepForTab(null, []);
    expect(sessionStorage.getItem(TAB_CART_KEY)).toBeNull();
    expect(sessionStorage.getItem(CART_SUMMARY_KEY)).toBeNull();
  });

  it('is left alone while whose the cart is is not known yet', () => {
    keepForTab('sam', lines);
    keepForTab(undefined, []);
    expect(takeBackLines('sam')).toEqual(lines);
    expect(readCartCount('sam')).toBe(2);
  });

  it('gives nothing when the tab keeps nothing', () => {
    expect(takeBackLines('sam')).toBeUndefined();
  });

  it('drops what does not parse, with one warning naming the key', () => {
    const warn = quietWarnings();
    sessionStorage.setItem(TAB_CART_KEY, '{"owner":"sam","lines":[{"product":"flour"}]}');
    expect(takeBackLines('sam')).toBeUndefined();
    expect(sessionStorage.getItem(TAB_CART_KEY)).toBeNull();
    expect(takeBackLines('sam')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(TAB_CART_KEY));
    warn.mockRestore();
  });

  it('says so, and leaves the rest working, when the tab refuses to keep it', () => {
    const warn = quietWarnings();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => keepForTab('sam', lines)).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(TAB_CART_KEY), expect.any(DOMException));
    expect(readCartCount('sam')).toBe(2);
    setItem.mockRestore();
    warn.mockRestore();
  });
});
