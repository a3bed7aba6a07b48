import { startTransition, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { RemoteUnavailableError } from '../federation/RemoteUnavailableError';

const options: RootOptions = {
  // A remote that fails is shown as its fallback; that is handled, so it is a warning, not an error.
  onCaughtError(error) {
    if (error instanceof RemoteUnavailableError) console.warn(error.message, error.cause);
    else console.warn('[host] a remote failed while rendering; its fallback is shown', error);
  },
};

/** Tells the commit before the page's own effects start work (the shop's slot fetching federation). */
function Committed({ onCommitted, children }: { onCommitted: () => void; children: ReactNode }) {
  useLayoutEffect(onCommitted, [onCommitted]);
  return children;
}

// As a transition, which yields to the browser instead of holding the main thread for the whole page.
// `Page` must render the tree the build rendered (prerender.tsx), or React's generated ids would differ.
export function hydrateApp(Page: ComponentType): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return Promise.reject(new Error('the page has no #root'));
  return new Promise((resolve) => {
    const onCommit = () => {
      performance.mark('storefront:hydrated');
      resolve();
    };
    const committed = <Committed onCommitted={onCommit}><Page /></Committed>;
    startTransition(() => {
      if (container.firstElementChild) hydrateRoot(container, committed, options);
      else createRoot(container, options).render(committed);
    });
  });
}
