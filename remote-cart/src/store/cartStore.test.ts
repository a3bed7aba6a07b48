import { lineKey } from '../lines/cartLines';
import { useCartStore } from './cartStore';
import { cola, flour } from '../testing/products';

const state = () => useCartStore.getState();

beforeEach(() => useCartStore.setState({ lines: [], open: false }));

describe('the cart store', () => {
  it('starts empty and closed', () => {
    expect(state().lines).toEqual([]);
    expect(state().open).toBe(false);
  });

  it('adds lines and raises the multiplier of the same product and pack size', () => {
    state().add(flour, '5kg');
    state().add(cola, '24 x 330ml');
    state().add(flour, '5kg');
    expect(state().lines.map((line) => [line.product.name, line.selectedQty, line.multiplier])).toEqual([
      ['Plain Flour', '5kg', 2],
      ['Cola Cans', '24 x 330ml', 1],
    ]);
  });

  it('ignores, with a warning, a pack size the product has no price for', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    state().add(flour, '1 tonne');
    expect(state().lines).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('1 tonne'));
    warn.mockRestore();
  });

  it('increases, decreases (removing at 0), removes and clears', () => {
    state().add(flour, '5kg');
    state().add(cola, '24 x 330ml');
    const flourKey = lineKey({ product: flour, selectedQty: '5kg' });
    const colaKey = lineKey({ product: cola, selectedQty: '24 x 330ml' });
    state().increase(flourKey);
    expect(state().lines[0]?.multiplier).toBe(2);
    state().decrease(flourKey);
    state().decrease(flourKey);
    expect(state().lines.map((line) => line.product.id)).toEqual([cola.id]);
    state().add(flour, '5kg');
    state().remove(colaKey);
    expect(state().lines.map((line) => line.product.id)).toEqual([flour.id]);
    state().clear();
    expect(state().lines).toEqual([]);
  });

  it('toggles the sidebar, or sets it when told which way', () => {
    state().toggle();
    expect(state().open).toBe(true);
    state().toggle();
    expect(state().open).toBe(false);
    state().toggle(false);
    expect(state().open).toBe(false);
    state().toggle(true);
    state().toggle(true);
    expect(state().open).toBe(true);
  });
});
