import { create } from 'zustand';
import { hadSession, onSessionElsewhere, subscribe, whenWaiting, type Command } from '@storefront/shared';
import { onFirstInput } from './firstInput';

type Overlay = 'auth' | 'cart';

/**
 * When an overlay's remote may load: not yet; once the browser is idle after hydration, for what a shopper
 * may need without asking; or now, because a command waits for it (a click).
 */
type Need = 'none' | 'idle' | 'now';

interface OverlayNeeds extends Record<Overlay, Need> {
  /** The browser has been idle once since hydration: the remotes needed at idle may load. */
  idle: boolean;
  /**
   * Whether this browser has a session for auth to restore. Unknown until the page has looked, as it is
   * when the page is rendered at build time: the header then holds Login's place.
   */
  sessionToRestore?: boolean;
}

/** The commands each overlay's remote handles: one of them waiting on the bus is that remote's first need. */
const HANDLES: Record<Overlay, Command[]> = {
  auth: ['auth/open', 'auth/logout'],
  cart: ['cart/add', 'cart/toggle'],
};

const RANK: Record<Need, number> = { none: 0, idle: 1, now: 2 };

/**
 * Which overlays' remotes the page needs. Nothing of them shows until the shopper asks for it, so a
 * visitor who never signs in or opens the cart never runs their code.
 */
export const useOverlayNeeds = create<OverlayNeeds>()(() => ({ auth: 'none', cart: 'none', idle: false }));

/** Whether an overlay's remote loads now: asked for, or needed at idle once the page has been idle. */
export function useOverlayLoads(overlay: Overlay): boolean {
  return useOverlayNeeds((state) => state[overlay] === 'now' || (state[overlay] === 'idle' && state.idle));
}

/** Start-up's idle moment (startup/startUp.ts): the overlays needed at idle may load from now on. */
export function showOverlays(): void {
  useOverlayNeeds.setState({ idle: true });
}

/** A need only ever grows: a remote once started stays, and one asked for now is not put off to idle. */
function need(overlay: Overlay, when: Need): void {
  if (RANK[when] > RANK[useOverlayNeeds.getState()[overlay]]) useOverlayNeeds.setState({ [overlay]: when });
}

/**
 * Starts following what the page needs, once hydrated (the hint is read from storage, which the build's
 * render has not got). Auth is needed at idle where there is a session to restore, or another tab signs
 * someone in, so that the header can show who; the cart, once a shopper is signed in, so that their badge
 * counts what this tab keeps and their first add does not wait; either, at idle, when the address asks to
 * run its candidate build (`?cart-candidate=<n>`, a release's check); and each as soon as a command waits
 * for it. Returns the stop.
 */
export function followOverlayNeeds(): () => void {
  const sessionToRestore = hadSession();
  useOverlayNeeds.setState({ sessionToRestore });
  if (sessionToRestore) need('auth', 'idle');
  const address = new URLSearchParams(window.location.search);
  for (const overlay of Object.keys(HANDLES) as Overlay[]) if (address.has(`${overlay}-candidate`)) need(overlay, 'idle');
  const stops = (Object.entries(HANDLES) as [Overlay, Command[]][]).flatMap(([overlay, commands]) =>
    commands.map((command) => whenWaiting(command, () => need(overlay, 'now'))),
  );
  stops.push(
    onSessionElsewhere(() => need('auth', 'idle')),
    subscribe('auth/state', ({ user }) => {
      if (user) need('cart', 'idle');
    }),
  );
  return () => stops.forEach((stop) => stop());
}

/** What says the shopper has started using the page itself: a tap, a click or a key (a scroll reads, it does not act). */
const FIRST_TOUCH = ['pointerdown', 'keydown'] as const;

/**
 * On the storefront, auth is also needed at idle from the shopper's first tap or key inside `page` (the
 * app, not the splash), so that the Login or Add to cart that a visitor's next tap may be finds it there
 * rather than waiting for it. A load nobody touches still starts neither overlay. Returns the stop.
 */
export function needAuthOnFirstTouch(page: Element): () => void {
  return onFirstInput(page, () => need('auth', 'idle'), FIRST_TOUCH);
}
