import { getState, on, publish, subscribe, type CartLine, type SessionUser } from '@storefront/shared';
import { useCartStore } from '../store/cartStore';
import { keepForTab, takeBackLines } from '../tab/tabCart';
import { mergeLines } from '../lines/cartLines';
import { sessionEnded } from './sessionEnd';

/**
 * Connects the cart to the page: it takes `cart/add` and `cart/toggle`, and tells the others its number of
 * lines (`cart/count`, the header badge) and whether it is open (`cart/open`, the header and mobile menu).
 * It empties itself when the shopper it was filled for signs out (`auth/state`). It keeps its lines for the
 * browser tab on every change (tabCart.ts), and takes them back once it knows the signed-in shopper is
 * the one they were kept for: a reload, the way back from another page and a Retry (which loads the cart's
 * code afresh, with an empty store) all find the cart as it was. Returns the disconnect, after which the
 * cart says it is closed.
 */
export function connectCartToBus(): () => void {
  const store = useCartStore;
  /** Null for nobody signed in; undefined until auth/state says, which may be after the cart has started. */
  let user: SessionUser | null | undefined = getState('auth/state')?.user;
  const owner = () => (user === undefined ? undefined : (user?.uid ?? null));
  // Before the handlers below take the commands that waited for the cart, which come after these lines.
  // What the tab keeps was written on every change, so it is this store's lines, or those of the cart
  // whose code this one replaces: taken as they are, never added to what is in memory.
  const kept = user && takeBackLines(user.uid);
  if (kept) store.setState({ lines: kept });

  let shared: { lines: readonly CartLine[]; owner: string | null | undefined; open: boolean } | undefined;
  const share = () => {
    const { lines, open } = store.getState();
    if (shared?.lines !== lines || shared.owner !== owner()) keepForTab(owner(), lines);
    if (shared?.lines.length !== lines.length) publish('cart/count', { count: lines.length });
    if (shared?.open !== open) publish('cart/open', { open });
    shared = { lines, owner: owner(), open };
  };
  share();
  const offs = [
    subscribe('auth/state', (state) => {
      const before = user;
      user = state.user;
      if (sessionEnded(before, user)) store.getState().clear();
      else if (user && !before) {
        // The shopper became known after the cart started (a reload: auth answers later). Nothing was kept
        // meanwhile, so what is in memory came since, and goes after the kept lines.
        const taken = takeBackLines(user.uid);
        if (taken) store.setState(({ lines }) => ({ lines: mergeLines(taken, lines) }));
      }
      share();
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
