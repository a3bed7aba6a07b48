import { useEffect } from 'react';
import { categoryFromAnchor } from '@storefront/shared';
import { useShopStore } from '../store/shopStore';

interface Reactions {
  /** The page was opened with a category anchor (a shared link). */
  onArrival: () => void;
  /** The page moved to a category anchor (a Shop Now link, Back). */
  onFollow: () => void;
}

/**
 * A category anchor in the address (`#groceries`) picks that category, when the shop mounts and on
 * every later change, and lets the shop bring itself into view.
 */
export function useCategoryAnchor({ onArrival, onFollow }: Reactions): void {
  const chooseCategory = useShopStore((state) => state.chooseCategory);
  useEffect(() => {
    const follow = (react: () => void) => {
      const category = categoryFromAnchor(window.location.hash);
      if (!category) return;
      chooseCategory(category);
      react();
    };
    follow(onArrival);
    const onHashChange = () => follow(onFollow);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [chooseCategory, onArrival, onFollow]);
}
