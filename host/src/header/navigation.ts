export interface NavLink {
  label: string;
  href: string;
}

/**
 * The spec's six navigation links. Home stays on this page (`#top` is the top of the document); the
 * other pages are not part of this storefront, and host/public serves a page for each that says so.
 */
export const NAV_LINKS: readonly NavLink[] = [
  { label: 'Home', href: '#top' },
  { label: 'Bulk Deals', href: '/bulk-deals.html' },
  { label: 'Products', href: '/products.html' },
  { label: 'Locations', href: '/warehouse-locations.html' },
  { label: 'Trade', href: '/trade-registration.html' },
  { label: 'Contact', href: '/contact.html' },
];
