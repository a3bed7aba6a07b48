import { useEffect } from 'react';
import { categoryFromAnchor } from '@storefront/shared';
import { useShopStore } from '../store/shopStore';
import { viewFromUrl } from './viewInUrl';

interface Reactions {
  /** The page was opened with a category anchor (a shared link). */
  onArrival: () => void;
  /** The page moved to a category anchor (a Shop Now link). */
  onFollow: () => void;
}

const viewInAddress = () => viewFromUrl(window.location, useShopStore.getState());

/**
 * The address shows what the shopper chose (Toolbar records each choice): on arrival and reload the shop
 * shows the category and order in it, and Back and Forward step through them. A category anchor reached
 * by a link also brings the shop into view.
 */
export function useShopAddress({ onArrival, onFollow }: Reactions): void {
  const showView = useShopStore((state) => state.showView);
  useEffect(() => {
    showView(viewInAddress());
    if (categoryFromAnchor(window.location.hash)) onArrival();
    const onPopState = () => showView(viewInAddress());
    const onHashChange = () => {
      if (!categoryFromAnchor(window.location.hash)) return;
      showView(viewInAddress());
      onFollow();
    };
    window.addEventListener('popstate', onPopState);
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [showView, onArrival, onFollow]);
}
