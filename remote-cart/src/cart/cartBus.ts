import { on, publish, subscribe, type SessionUser } from '@storefront/shared';
import { useCartStore } from './cartStore';
import { sessionEnded } from './sessionEnd';

/**
 * Connects the cart to the page: it takes `cart/add` and `cart/toggle`, and tells the others its number of
 * lines (`cart/count`, the header badge) and whether it is open (`cart/open`, the header and mobile menu).
 * It empties itself when the shopper it was filled for signs out (`auth/state`). Returns the disconnect.
 */
export function connectCartToBus(): () => void {
  const store = useCartStore;
  let shared: { count: number; open: boolean } | undefined;
  const share = () => {
    const { lines, open } = store.getState();
    const count = lines.length;
    if (shared?.count !== count) publish('cart/count', { count });
    if (shared?.open !== open) publish('cart/open', { open });
    shared = { count, open };
  };
  share();
  let user: SessionUser | null | undefined;
  const offs = [
    subscribe('auth/state', (state) => {
      if (sessionEnded(user, state.user)) store.getState().clear();
      user = state.user;
    }),
    store.subscribe(share),
    on('cart/add', ({ product, size }) => store.getState().add(product, size)),
    on('cart/toggle', ({ open }) => store.getState().toggle(open)),
  ];
  return () => offs.forEach((off) => off());
}
