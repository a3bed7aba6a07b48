import { categoryAnchor, categoryFromAnchor } from '@storefront/shared';
import type { CategoryFilter } from '../browse/filterProducts';

/**
 * Keeps the address's category anchor in step with the Category dropdown, without a history entry.
 * Besides making the address shareable, this matters for the range overview's Shop Now links: a link to
 * the anchor already in the address fires no hashchange, so a stale `#groceries` would make that link
 * do nothing after the shopper had picked Beverages here.
 */
export function showCategoryInUrl(category: CategoryFilter): void {
  const { hash, pathname, search } = window.location;
  if (category !== 'All') {
    const wanted = `#${categoryAnchor(category)}`;
    if (hash !== wanted) history.replaceState(history.state, '', wanted);
    return;
  }
  // Leave any other anchor (#about, #shop) alone; only a category one would now be wrong.
  if (categoryFromAnchor(hash)) history.replaceState(history.state, '', pathname + search);
}
