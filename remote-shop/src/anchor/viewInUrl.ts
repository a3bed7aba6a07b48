import { categoryAnchor, categoryFromAnchor } from '@storefront/shared';
import type { CategoryFilter } from '../browse/filterProducts';
import { SortKeySchema, type SortKey } from '../browse/sortProducts';

/** What the shopper chose to look at, as far as the address keeps it. */
export interface ShopView {
  category: CategoryFilter;
  sort: SortKey;
  /** As asked for, from 1; paginate clamps it to the pages there are. */
  page: number;
}

/** Where the address keeps the sort order and page; the category is the anchor, which the Shop Now links use too. */
const SORT_PARAM = 'sort';
const DEFAULT_SORT: SortKey = 'popularity';
const PAGE_PARAM = 'page';

interface Address {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The view an address shows. An anchor of another section (`#about`, `#shop`) says nothing about the
 * category, so the one on screen stays; an address with no anchor at all is the whole catalogue. A page
 * that is not a number from 1 (edited by hand) is the first.
 */
export function viewFromUrl({ search, hash }: Pick<Address, 'search' | 'hash'>, current: Omit<ShopView, 'page'>): ShopView {
  const anchored = categoryFromAnchor(hash);
  const category = anchored ?? (hash === '' || hash === '#' ? 'All' : current.category);
  const params = new URLSearchParams(search);
  const sort = SortKeySchema.safeParse(params.get(SORT_PARAM));
  const page = Number.parseInt(params.get(PAGE_PARAM) ?? '', 10);
  return { category, sort: sort.success ? sort.data : DEFAULT_SORT, page: page >= 1 ? page : 1 };
}

/**
 * The view after the address's anchor changed to a category's (`hashchange`). When nothing but the anchor
 * changed, the shopper followed a link to it (a Shop Now link), and the browser kept the address's ?page,
 * which belonged to the list they left: a new category starts from its first page. Back and Forward
 * between neighbouring entries never change the anchor alone unless both are on page 1, since choosing a
 * category or order writes its page 1, and each page is an entry of its own (recordView).
 */
export function viewAfterAnchorChange(from: Address, to: Address, current: Omit<ShopView, 'page'>): ShopView {
  const view = viewFromUrl(to, current);
  const linked = from.pathname === to.pathname && from.search === to.search;
  return linked ? { ...view, page: 1 } : view;
}

/**
 * The address of a view, keeping the rest of the current one (other parameters, another section's
 * anchor). Besides making the view shareable and reloadable, a category anchor that is always current
 * keeps the range overview's Shop Now links working: a link to the anchor already in the address fires
 * no hashchange.
 */
export function urlForView(address: Address, view: ShopView): string {
  const params = new URLSearchParams(address.search);
  if (view.sort === DEFAULT_SORT) params.delete(SORT_PARAM);
  else params.set(SORT_PARAM, view.sort);
  if (view.page === 1) params.delete(PAGE_PARAM);
  else params.set(PAGE_PARAM, String(view.page));
  const search = params.size > 0 ? `?${params}` : '';
  const otherAnchor = categoryFromAnchor(address.hash) ? '' : address.hash;
  const hash = view.category === 'All' ? otherAnchor : `#${categoryAnchor(view.category)}`;
  return `${address.pathname}${search}${hash}`;
}

/**
 * A history entry for each choice, so that Back and Forward step through the shopper's filters, orders and
 * pages. A page is an entry too: to the shopper it is a new screen (the grid is replaced and the view
 * goes to the shop's heading), as on any paged list, so Back returns to the page before, and Back after
 * a new category returns to the page they were on.
 */
export function recordView(view: ShopView): void {
  writeView(view, 'push');
}

/** Puts the view in the address in place of what is there, for an entry the browser has just made (a link followed). */
export function correctView(view: ShopView): void {
  writeView(view, 'replace');
}

function writeView(view: ShopView, entry: 'push' | 'replace'): void {
  const { pathname, search, hash } = window.location;
  const next = urlForView(window.location, view);
  if (next === `${pathname}${search}${hash}`) return;
  if (entry === 'push') history.pushState(history.state, '', next);
  else history.replaceState(history.state, '', next);
}
