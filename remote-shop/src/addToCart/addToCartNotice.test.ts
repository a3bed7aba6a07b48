import { addToCartNotice } from './addToCartNotice';

describe('addToCartNotice', () => {
  it('confirms an add the cart took, with the way to the cart', () => {
    expect(addToCartNotice('Plain Flour', '10kg', 'handled')).toEqual({ message: 'Plain Flour (10kg) added to cart', action: 'open-cart' });
  });

  it('does not confirm an add the cart has not taken yet: it says the cart is not ready and the pack is kept for it', () => {
    expect(addToCartNotice('Plain Flour', '10kg', 'queued')).toEqual({
      message: 'The cart is not ready yet. Plain Flour (10kg) will be added as soon as it is.',
    });
  });

  it('says plainly that a refused add was not added', () => {
    expect(addToCartNotice('Plain Flour', '10kg', 'refused')).toEqual({
      message: 'The cart is not available right now. Plain Flour (10kg) was not added; please try again later.',
    });
  });
});
