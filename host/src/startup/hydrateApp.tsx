import { startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { App } from '../App';
import { RemoteUnavailableError } from '../federation/RemoteUnavailableError';

const options: RootOptions = {
  // A remote that fails is shown as its fallback; that is handled, so it is a warning, not an error.
  onCaughtError(error) {
    if (error instanceof RemoteUnavailableError) console.warn(error.message, error.cause);
    else console.warn('[host] a remote failed while rendering; its fallback is shown', error);
  },
};

/**
 * Hydrates the page's served markup (or renders it, in development, where nothing is served) as a
 * transition, which yields to the browser while it works instead of holding the main thread for the
 * whole page. Resolves at the commit, marked `storefront:hydrated` for the budgets test and the benchmark.
 */
export function hydrateApp(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return Promise.reject(new Error('index.html has no #root'));
  return new Promise((resolve) => {
    const onCommit = () => {
      performance.mark('storefront:hydrated');
      resolve();
    };
    // The same tree as the build-time render (prerender.tsx), or React's generated ids would differ.
    const page = <App onCommitted={onCommit} />;
    startTransition(() => {
      if (container.firstElementChild) hydrateRoot(container, page, options);
      else createRoot(container, options).render(page);
    });
  });
}
