import { create } from 'zustand';
import type { CategoryFilter } from '../browse/filterProducts';
import type { SortKey } from '../browse/sortProducts';
import type { ShopView } from '../anchor/viewInUrl';

interface ShopState {
  category: CategoryFilter;
  sort: SortKey;
  /** As asked for; paginate clamps it to the pages there are. */
  page: number;
  /** The product whose detail dialog is open. */
  detailId: string | null;
  chooseCategory: (category: CategoryFilter) => void;
  chooseSort: (sort: SortKey) => void;
  /** Shows a view from the address (arrival, Back, Forward, a link), its page included. */
  showView: (view: ShopView) => void;
  goToPage: (page: number) => void;
  openDetail: (id: string) => void;
  closeDetail: () => void;
}

/** The shop's one store: what the shopper is looking at. */
export const useShopStore = create<ShopState>()((set) => ({
  category: 'All',
  sort: 'popularity',
  page: 1,
  detailId: null,
  // A new filter or order starts again from its first page: the old page number may not exist in it.
  chooseCategory: (category) => set({ category, page: 1 }),
  chooseSort: (sort) => set({ sort, page: 1 }),
  showView: ({ category, sort, page }) => set({ category, sort, page }),
  goToPage: (page) => set({ page }),
  openDetail: (detailId) => set({ detailId }),
  closeDetail: () => set({ detailId: null }),
}));
