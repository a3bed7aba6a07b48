import { useCallback } from 'react';
import { send, useBusState } from '@storefront/shared';
import { toBusProduct, type ShopProduct } from '../catalogue/shopProduct';
import { addToCartNotice } from './addToCartNotice';

/**
 * Adding needs a signed-in shopper: prices and orders are for registered traders. Until the auth remote has said who is signed in, the
 * shopper counts as a visitor: the login dialog opens and nothing is added. A signed-in shopper is
 * answered on the notification bar with what became of the pack (addToCartNotice).
 * Returns whether the notification bar answered (false: the login dialog opened instead).
 */
export function useAddToCart(): (product: ShopProduct, size: string) => boolean {
  const user = useBusState('auth/state')?.user ?? null;
  return useCallback(
    (product, size) => {
      if (!user) {
        send('auth/open', { mode: 'login' });
        return false;
      }
      const delivery = send('cart/add', { product: toBusProduct(product), size });
      send('ui/notify', addToCartNotice(product.name, size, delivery));
      return true;
    },
    [user],
  );
}
