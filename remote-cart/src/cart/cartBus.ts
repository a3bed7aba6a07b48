import { getState, on, publish, subscribe, type CartLine, type SessionUser } from '@storefront/shared';
import { useCartStore } from '../store/cartStore';
import { sessionEnded } from './sessionEnd';

/**
 * Connects the cart to the page: it takes `cart/add` and `cart/toggle`, and tells the others its number of
 * lines (`cart/count`, the header badge) and whether it is open (`cart/open`, the header and mobile menu).
 * It empties itself when the shopper it was filled for signs out (`auth/state`). Its lines are kept on the
 * bus too (`cart/lines`): a Retry after the cart failed loads its code afresh, with an empty store, and
 * that store takes them back here, if they are the signed-in shopper's. Returns the disconnect, after which
 * the cart says it is closed.
 */
export function connectCartToBus(): () => void {
  const store = useCartStore;
  let user: SessionUser | null | undefined = getState('auth/state')?.user;
  const owner = () => user?.uid ?? null;
  const kept = getState('cart/lines');
  if (kept && kept.owner === owner()) store.setState({ lines: kept.lines });

  let shared: { lines: readonly CartLine[]; owner: string | null; open: boolean } | undefined;
  const share = () => {
    const { lines, open } = store.getState();
    if (shared?.lines !== lines || shared.owner !== owner()) publish('cart/lines', { owner: owner(), lines: [...lines] });
    if (shared?.lines.length !== lines.length) publish('cart/count', { count: lines.length });
    if (shared?.open !== open) publish('cart/open', { open });
    shared = { lines, owner: owner(), open };
  };
  share();
  const offs = [
    subscribe('auth/state', (state) => {
      const ended = sessionEnded(user, state.user);
      user = state.user;
      if (ended) store.getState().clear();
      else share();
    }),
    store.subscribe(share),
    on('cart/add', ({ product, size }) => store.getState().add(product, size)),
    on('cart/toggle', ({ open }) => store.getState().toggle(open)),
  ];
  return () => {
    offs.forEach((off) => off());
    // Disconnected (unmounted, or failed and awaiting Retry), the panel is not showing: the header must
    // not go on saying it is, or its next click would ask to close it.
    if (shared?.open) publish('cart/open', { open: false });
  };
}
