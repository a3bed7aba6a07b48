import { useCallback } from 'react';
import { send, useBusState } from '@storefront/shared';
import { toBusProduct, type ShopProduct } from '../catalogue/shopProduct';

/**
 * Adding needs a signed-in shopper (spec §6). Until the auth remote has said who is signed in, the
 * shopper counts as a visitor: the login dialog opens and nothing is added.
 * Resolves to whether the pack went into the cart.
 */
export function useAddToCart(): (product: ShopProduct, size: string) => boolean {
  const user = useBusState('auth/state')?.user ?? null;
  return useCallback(
    (product, size) => {
      if (!user) {
        send('auth/open', { mode: 'login' });
        return false;
      }
      send('cart/add', { product: toBusProduct(product), size });
      send('ui/notify', { message: `${product.name} (${size}) added to cart`, action: 'open-cart' });
      return true;
    },
    [user],
  );
}
