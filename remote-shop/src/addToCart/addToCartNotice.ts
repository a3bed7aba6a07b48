import type { CommandPayload, Delivery } from '@storefront/shared';

/**
 * What the shopper is told after Add to cart, by what the bus did with `cart/add`. Only a handled add is
 * confirmed ("Added to cart", with Go to Cart); while the cart is not there (still loading, or down: the
 * bus cannot tell which), a kept choice is promised for when it is and a refused one is said to be not
 * added, so nobody is told of a line that is not there, nor that a cart still loading is broken.
 */
export function addToCartNotice(name: string, size: string, delivery: Delivery): CommandPayload<'ui/notify'> {
  switch (delivery) {
    case 'handled':
      return { message: `${name} (${size}) added to cart`, action: 'open-cart' };
    case 'queued':
      return { message: `The cart is not ready yet. ${name} (${size}) will be added as soon as it is.` };
    case 'refused':
      return { message: `The cart is not available right now. ${name} (${size}) was not added; please try again later.` };
  }
}
