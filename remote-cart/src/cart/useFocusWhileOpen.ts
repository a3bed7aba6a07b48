import { useEffect, type RefObject } from 'react';

/**
 * For a panel that is mounted while open: moves focus into it on opening, and on closing gives focus back
 * to where it was, unless the shopper has already put it somewhere else on the page.
 */
export function useFocusWhileOpen(panel: RefObject<HTMLElement | null>, target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = panel.current;
    target.current?.focus();
    return () => {
      const active = document.activeElement;
      const leftWithPanel = !active || active === document.body || (container?.contains(active) ?? false);
      if (leftWithPanel && previous?.isConnected) previous.focus();
    };
  }, [panel, target]);
}
