import { useEffect } from 'react';
import { categoryFromAnchor } from '@storefront/shared';
import { useShopStore } from '../store/shopStore';
import { correctView, viewAfterAnchorChange, viewFromUrl } from './viewInUrl';

interface Reactions {
  /** The page was opened with a category anchor or a page of the shop in its address (a shared link, a reload). */
  onArrival: () => void;
  /** The page moved to a category anchor (a Shop Now link). */
  onFollow: () => void;
}

const viewInAddress = () => viewFromUrl(window.location, useShopStore.getState());

/**
 * The address shows what the shopper chose (Toolbar and Pagination record each choice): on arrival and
 * reload the shop shows the category, order and page in it, and Back and Forward step through them. A
 * category anchor reached by a link also brings the shop into view.
 */
export function useShopAddress({ onArrival, onFollow }: Reactions): void {
  const showView = useShopStore((state) => state.showView);
  useEffect(() => {
    const arrival = viewInAddress();
    showView(arrival);
    if (categoryFromAnchor(window.location.hash) || arrival.page > 1) onArrival();
    const onPopState = () => showView(viewInAddress());
    const onHashChange = ({ oldURL }: HashChangeEvent) => {
      if (!categoryFromAnchor(window.location.hash)) return;
      // An event made by script may carry no address; it is then taken for a link, which starts at page 1.
      const view = viewAfterAnchorChange(new URL(oldURL || window.location.href), window.location, useShopStore.getState());
      showView(view);
      correctView(view);
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
