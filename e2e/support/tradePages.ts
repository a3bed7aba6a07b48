/** The five trade pages behind the header's links, by their link's name, in the header's order. */
export const TRADE_PAGES = [
  ['Bulk Deals', '/bulk-deals.html'],
  ['Products', '/products.html'],
  ['Locations', '/warehouse-locations.html'],
  ['Trade', '/trade-registration.html'],
  ['Contact', '/contact.html'],
] as const;
