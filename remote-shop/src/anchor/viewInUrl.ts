import { categoryAnchor, categoryFromAnchor } from '@storefront/shared';
import type { CategoryFilter } from '../browse/filterProducts';
import { SortKeySchema, type SortKey } from '../browse/sortProducts';

/** What the shopper chose to look at, as far as the address keeps it. */
export interface ShopView {
  category: CategoryFilter;
  sort: SortKey;
}

/** Where the address keeps the sort order; the category is the anchor, which the Shop Now links use too. */
const SORT_PARAM = 'sort';
const DEFAULT_SORT: SortKey = 'popularity';

interface Address {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The view an address shows. An anchor of another section (`#about`, `#shop`) says nothing about the
 * category, so the one on screen stays; an address with no anchor at all is the whole catalogue.
 */
export function viewFromUrl({ search, hash }: Pick<Address, 'search' | 'hash'>, current: ShopView): ShopView {
  const anchored = categoryFromAnchor(hash);
  const category = anchored ?? (hash === '' || hash === '#' ? 'All' : current.category);
  const sort = SortKeySchema.safeParse(new URLSearchParams(search).get(SORT_PARAM));
  return { category, sort: sort.success ? sort.data : DEFAULT_SORT };
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
  const search = params.size > 0 ? `?${params}` : '';
  const otherAnchor = categoryFromAnchor(address.hash) ? '' : address.hash;
  const hash = view.category === 'All' ? otherAnchor : `#${categoryAnchor(view.category)}`;
  return `${address.pathname}${search}${hash}`;
}

/** A history entry for each choice, so that Back and Forward step through the shopper's filters and orders. */
export function recordView(view: ShopView): void {
  const { pathname, search, hash } = window.location;
  const next = urlForView(window.location, view);
  if (next !== `${pathname}${search}${hash}`) history.pushState(history.state, '', next);
}
