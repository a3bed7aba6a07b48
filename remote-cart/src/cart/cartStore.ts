import { create } from 'zustand';
import { publish, type Product } from '@storefront/shared';

export interface CartLine {
  product: Product;
  size: string;
  multiplier: number;
}

interface CartState {
  lines: CartLine[];
  open: boolean;
  add: (product: Product, size: string) => void;
  setOpen: (open: boolean) => void;
}

export const useCartStore = create<CartState>()((set) => ({
  lines: [],
  open: false,
  add: (product, size) =>
    set(({ lines }) => {
      const same = lines.find((line) => line.product.id === product.id && line.size === size);
      return {
        lines: same
          ? lines.map((line) => (line === same ? { ...line, multiplier: line.multiplier + 1 } : line))
          : [...lines, { product, size, multiplier: 1 }],
      };
    }),
  setOpen: (open) => set({ open }),
}));

/** The other teams see the cart only through these two state topics. */
export function publishCartState(): () => void {
  const share = ({ lines, open }: CartState) => {
    publish('cart/count', { count: lines.length });
    publish('cart/open', { open });
  };
  share(useCartStore.getState());
  return useCartStore.subscribe(share);
}
