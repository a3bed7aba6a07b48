import tradePages from './tradePages.json';

export const STOREFRONT = '/';

/** In the header's order; host/webpack.config.mjs builds a page of each. */
export const TRADE_PAGES = tradePages;
export type TradePageContent = (typeof tradePages)[number];

export type Opening = 'login' | 'cart';

export const storefrontOpening = (opening: Opening) => `${STOREFRONT}?${opening}`;

export function tradePageAt(href: string): TradePageContent {
  const page = TRADE_PAGES.find((candidate) => candidate.href === href);
  if (!page) throw new Error(`${href} is not a trade page`);
  return page;
}

export const homeHref = (currentPage?: string) => (currentPage ? STOREFRONT : '#top');

export function navLinks(currentPage?: string): { label: string; href: string; current: boolean }[] {
  return [{ label: 'Home', href: homeHref(currentPage) }, ...TRADE_PAGES].map(({ label, href }) => ({ label, href, current: href === currentPage }));
}
