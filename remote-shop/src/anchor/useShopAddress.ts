import { useEffect } from 'react';
import { categoryFromAnchor } from '@storefront/shared';
import { useShopStore } from '../store/shopStore';
import { correctView, isShopAddress, recordView, viewAfterAnchorChange, viewFromUrl, viewOfLink } from './viewInUrl';

interface Reactions {
  /** The page was opened at a view of the shop (a shop address, a category anchor, a page: a shared link, a reload). */
  onArrival: () => void;
  /** The shopper followed a link to a view of the shop (a Shop Now link, an older category anchor). */
  onFollow: () => void;
}

const viewInAddress = () => viewFromUrl(window.location, useShopStore.getState());

/**
 * The address shows what the shopper chose (Toolbar and Pagination record each choice): on arrival and
 * reload the shop shows the category, order and page in it, and Back and Forward step through them. A
 * link to a shop address opens its view in place, as a history entry of its own, and an older category
 * anchor reached by a link is shown and written as its shop address; either brings the shop into view.
 */
export function useShopAddress({ onArrival, onFollow }: Reactions): void {
  const showView = useShopStore((state) => state.showView);
  useEffect(() => {
    showView(viewInAddress());
    if (isShopAddress(window.location)) onArrival();
    const onPopState = () => showView(viewInAddress());
    const onHashChange = ({ oldURL }: HashChangeEvent) => {
      if (!categoryFromAnchor(window.location.hash)) return;
      // An event made by script may carry no address; it is then taken for a link, which starts at page 1.
      const view = viewAfterAnchorChange(new URL(oldURL || window.location.href), window.location, useShopStore.getState());
      showView(view);
      correctView(view);
      onFollow();
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (event.defaultPrevented || event.button !== 0 || !(link instanceof HTMLAnchorElement)) return;
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      const view = viewOfLink({ href: link.href, target: link.target, download: link.hasAttribute('download') }, window.location, useShopStore.getState(), modified);
      if (!view) return;
      event.preventDefault();
      showView(view);
      recordView(view);
      onFollow();
    };
    window.addEventListener('popstate', onPopState);
    window.addEventListener('hashchange', onHashChange);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('hashchange', onHashChange);
      document.removeEventListener('click', onClick);
    };
  }, [showView, onArrival, onFollow]);
}
