import { categoryAnchor, categoryFromAnchor, categoryFromShopPath, formatShopAddress, isShopPath, PAGE_PARAM, parseShopPath, QUERY_PARAM, readPage, readQuery, SORT_PARAM } from '@storefront/shared';
import type { CategoryFilter } from '../browse/filterProducts';
import { SortKeySchema, type SortKey } from '../browse/sortProducts';

/** What the shopper chose to look at, as far as the address keeps it. */
export interface ShopView {
  category: CategoryFilter;
  sort: SortKey;
  /** As asked for, from 1; paginate clamps it to the pages there are. */
  page: number;
  /** What was searched for; none without a search. */
  query?: string;
  /** The product whose detail is open, by its name in its address (`plain-flour`); none with none open. */
  product?: string;
}

/**
 * The address keeps the view in the contracts' grammar of shop addresses: the category is the path
 * (`/shop/groceries/`), which a server reads and the Shop Now links use too, the order and page its query.
 * An older address's category anchor (`/#groceries`) still names one.
 */
const DEFAULT_SORT: SortKey = 'popularity';

/** The view of an address that names nothing: the whole catalogue, most popular first, from page 1. */
export const FIRST_VIEW: ShopView = { category: 'All', sort: DEFAULT_SORT, page: 1 };

interface Address {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The view an address shows. A category anchor (an older address, or a link to one) names the category;
 * else a shop path does (`/shop/` the whole catalogue, an unknown name too). Elsewhere, an anchor of
 * another section (`#about`, `#shop`) says nothing about the category, so the one on screen stays; an
 * address with no anchor at all is the whole catalogue. A page that is not a number from 1 (edited by
 * hand) is the first.
 */
export function viewFromUrl({ pathname, search, hash }: Address, current: Omit<ShopView, 'page'>): ShopView {
  const anchored = categoryFromAnchor(hash);
  const path = parseShopPath(pathname);
  const named = path.ok ? (categoryFromShopPath(pathname) ?? 'All') : undefined;
  const category = anchored ?? named ?? (hash === '' || hash === '#' ? 'All' : current.category);
  const product = path.ok && anchored === undefined ? path.value.product : undefined;
  if (product !== undefined) return { category, sort: DEFAULT_SORT, page: 1, product };
  const params = new URLSearchParams(search);
  const sort = SortKeySchema.safeParse(params.get(SORT_PARAM));
  const query = readQuery(params.get(QUERY_PARAM));
  return { category, sort: sort.success ? sort.data : DEFAULT_SORT, page: readPage(params.get(PAGE_PARAM)), ...(query === undefined ? {} : { query }) };
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

/** Whether an address shows a view of the shop: its path, a category's anchor, or a page after the first. */
export function isShopAddress(address: Address): boolean {
  return isShopPath(address.pathname) || categoryFromAnchor(address.hash) !== undefined || viewFromUrl(address, FIRST_VIEW).page > 1;
}

/**
 * The address of a view: its shop path, with the order and page in the query, keeping the current
 * one's other parameters. Shareable, reloadable, and what a server answers with that view's products.
 * No anchor: the path already is the shop, and an anchor left in it (`#frozen`) would outrank the path
 * when read again.
 */
export function urlForView(address: Pick<Address, 'search'>, view: ShopView): string {
  const category = view.category === 'All' ? undefined : categoryAnchor(view.category);
  return formatShopAddress({ category, product: view.product, query: view.query, sort: view.sort === DEFAULT_SORT ? undefined : view.sort, page: view.page }, address.search);
}

interface Link {
  href: string;
  target: string;
  download: boolean;
}

/**
 * The view a click on a link opens in place, if it is one of the page's own shop addresses with no
 * anchor (a Shop Now link, a page link): the shop shows it and writes it, where the browser would load
 * the page again. None for another page, a new window, a download, or a click with a modifier.
 */
export function viewOfLink(link: Link, page: Address & { origin: string }, current: Omit<ShopView, 'page'>, modified: boolean): ShopView | undefined {
  if (modified || link.download || (link.target !== '' && link.target !== '_self')) return undefined;
  const url = new URL(link.href, `${page.origin}${page.pathname}${page.search}`);
  if (url.origin !== page.origin || url.hash !== '' || !isShopPath(url.pathname)) return undefined;
  return viewFromUrl(url, current);
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

/** Marks the history entry the shop made for a detail it opened, which closing it leaves by Back. */
const DETAIL_OPENED_HERE = 'storefront.shop.detail';

/** A product's detail, opened: its address is an entry of its own, which Back closes. */
export function recordDetail(view: ShopView & { product: string }): void {
  history.pushState({ ...history.state, [DETAIL_OPENED_HERE]: true }, '', urlForView(window.location, view));
}

/**
 * A product's detail, closed: where the shop opened it, Back, which returns to the address as it was
 * before; where the page arrived at it (a shared link, a reload), the view under it in place of it.
 */
export function leaveDetail(view: ShopView): void {
  if ((history.state as Record<string, unknown> | null)?.[DETAIL_OPENED_HERE] === true) history.back();
  else correctView({ ...view, product: undefined });
}

function writeView(view: ShopView, entry: 'push' | 'replace'): void {
  const { pathname, search, hash } = window.location;
  const next = urlForView(window.location, view);
  if (next === `${pathname}${search}${hash}`) return;
  const state = { ...history.state, [DETAIL_OPENED_HERE]: undefined };
  if (entry === 'push') history.pushState(state, '', next);
  else history.replaceState(state, '', next);
}
