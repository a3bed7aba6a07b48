import { create } from 'zustand';
import type { CategoryFilter } from '../browse/filterProducts';
import type { SortKey } from '../browse/sortProducts';
import { FIRST_VIEW, viewFromUrl, type ShopView } from '../anchor/viewInUrl';

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

/**
 * The view in the page's address when the shop's code runs: its first render is then that view, the
 * one a server may already have put in the page, never another for a frame.
 */
const viewAtStart = (): ShopView => (typeof window === 'undefined' ? FIRST_VIEW : viewFromUrl(window.location, FIRST_VIEW));

/** The shop's one store: what the shopper is looking at. */
export const useShopStore = create<ShopState>()((set) => ({
  ...viewAtStart(),
  detailId: null,
  // A new filter or order starts again from its first page: the old page number may not exist in it.
  chooseCategory: (category) => set({ category, page: 1 }),
  chooseSort: (sort) => set({ sort, page: 1 }),
  showView: ({ category, sort, page }) => set({ category, sort, page }),
  goToPage: (page) => set({ page }),
  openDetail: (detailId) => set({ detailId }),
  closeDetail: () => set({ detailId: null }),
}));
