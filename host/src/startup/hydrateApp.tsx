import { startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { RemoteUnavailableError } from './federation/RemoteUnavailableError';

const options: RootOptions = {
  // A remote that fails is shown as its fallback; that is handled, so it is a warning, not an error.
  onCaughtError(error) {
    if (error instanceof RemoteUnavailableError) console.warn(error.message, error.cause);
    else console.warn('[host] a remote failed while rendering; its fallback is shown', error);
  },
};

/**
 * As a transition, the first render yields to the browser every few milliseconds instead of holding the
 * main thread for the whole page: the splash stays responsive and no long task blocks a tap.
 */
export function hydrateApp(App: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  // A production page arrives with its first screen already in #root (rendered at build time): hydrate it.
  if (container.firstElementChild) {
    startTransition(() => {
      hydrateRoot(container, <App />, options);
    });
  } else {
    const root = createRoot(container, options);
    startTransition(() => root.render(<App />));
  }
}
