import { create } from 'zustand';
import { getState, send, subscribe } from '@storefront/shared';

interface MobileMenuState {
  open: boolean;
  /** Closing the mobile menu also closes the cart panel, so that one close leaves the page clear. */
  closeMenu: () => void;
  toggleMenu: () => void;
}

export const useMobileMenu = create<MobileMenuState>()((set, get) => ({
  open: false,
  closeMenu: () => {
    if (!get().open) return;
    set({ open: false });
    // Only an open panel: a close sent to a cart not started would be what starts it.
    if (getState('cart/open')?.open) send('cart/toggle', { open: false });
  },
  toggleMenu: () => (get().open ? get().closeMenu() : set({ open: true })),
}));

/** The other half: the cart panel closing closes the mobile menu. */
export function closeMenuWhenCartCloses(): () => void {
  let cartWasOpen = false;
  return subscribe('cart/open', ({ open }) => {
    if (cartWasOpen && !open) useMobileMenu.setState({ open: false });
    cartWasOpen = open;
  });
}
