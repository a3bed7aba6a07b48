import tradePages from './tradePages.json';

/** The storefront's address, where a trade page's logo, Home and "Back to the storefront" lead. */
export const STOREFRONT = '/';

/** The trade pages behind the header's links, in its order; host/webpack.config.mjs builds a page of each. */
export const TRADE_PAGES = tradePages;
export type TradePageContent = (typeof tradePages)[number];

/** What a page of this site may ask the storefront to open as it arrives (startup/openOnArrival.ts opens it). */
export type Opening = 'login' | 'cart';

/** The storefront's address that opens the Login dialog (`/?login`) or the cart panel (`/?cart`) on arrival. */
export const storefrontOpening = (opening: Opening) => `${STOREFRONT}?${opening}`;

export function tradePageAt(href: string): TradePageContent {
  const page = TRADE_PAGES.find((candidate) => candidate.href === href);
  if (!page) throw new Error(`${href} is not a trade page`);
  return page;
}

/** Home is the top of the storefront: `#top` on it, the storefront's address from a trade page (`currentPage`). */
export const homeHref = (currentPage?: string) => (currentPage ? STOREFRONT : '#top');

/** The six navigation links, as the page at `currentPage` (a trade page, or none: the storefront) shows them. */
export function navLinks(currentPage?: string): { label: string; href: string; current: boolean }[] {
  return [{ label: 'Home', href: homeHref(currentPage) }, ...TRADE_PAGES].map(({ label, href }) => ({ label, href, current: href === currentPage }));
}
