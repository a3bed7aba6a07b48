import { create } from 'zustand';
import type { CategoryFilter } from '../browse/filterProducts';
import type { SortKey } from '../browse/sortProducts';
import { FIRST_VIEW, viewFromUrl, type ShopView } from '../anchor/viewInUrl';

interface ShopState extends ShopView {
  chooseCategory: (category: CategoryFilter) => void;
  chooseSort: (sort: SortKey) => void;
  /** A search submitted; an empty one shows every product again. */
  search: (query: string | undefined) => void;
  /** Shows a view from the address (arrival, Back, Forward, a link), its page and detail included. */
  showView: (view: ShopView) => void;
  goToPage: (page: number) => void;
  /** Opens a product's detail, by its name in its address. */
  openDetail: (product: string) => void;
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
  // A new filter, order or search starts again from its first page: the old page number may not exist in it.
  chooseCategory: (category) => set({ category, page: 1 }),
  chooseSort: (sort) => set({ sort, page: 1 }),
  search: (query) => set({ query, page: 1 }),
  showView: ({ category, sort, page, query, product }) => set({ category, sort, page, query, product }),
  goToPage: (page) => set({ page }),
  openDetail: (product) => set({ product }),
  closeDetail: () => set({ product: undefined }),
}));
