import { create } from 'zustand';
import type { CartLine, Product } from '@storefront/shared';
import { addLine, decreaseLine, increaseLine, packPence, removeLine } from '../lines/cartLines';

interface CartState {
  lines: readonly CartLine[];
  /** Whether the cart sidebar is showing. */
  open: boolean;
  add: (product: Product, size: string) => void;
  increase: (key: string) => void;
  decrease: (key: string) => void;
  remove: (key: string) => void;
  clear: () => void;
  /** Sets the sidebar open or closed; without a value, flips it. */
  toggle: (open?: boolean) => void;
}

/**
 * The cart's one store. The lines live here, and are kept for the browser tab beside it by cartBus.ts
 * (tab/tabCart.ts), never in the database.
 */
export const useCartStore = create<CartState>()((set) => ({
  lines: [],
  open: false,
  add: (product, size) => {
    if (packPence(product, size) === undefined) {
      // A sender built against other data; the shopper's cart stays as it was.
      console.warn(`[cart] ignored cart/add: "${product.name}" has no pack size "${size}"`);
      return;
    }
    set(({ lines }) => ({ lines: addLine(lines, product, size) }));
  },
  increase: (key) => set(({ lines }) => ({ lines: increaseLine(lines, key) })),
  decrease: (key) => set(({ lines }) => ({ lines: decreaseLine(lines, key) })),
  remove: (key) => set(({ lines }) => ({ lines: removeLine(lines, key) })),
  clear: () => set({ lines: [] }),
  toggle: (open) => set((state) => ({ open: open ?? !state.open })),
}));
