import { createRoot } from 'react-dom/client';
import { readRuntimeConfig } from '@storefront/shared';
import { App } from './App';
import { preloadShop, registerRemotesFromConfig } from './federation/remotes';
import { RemoteUnavailableError } from './federation/RemoteUnavailableError';
import { takeOverSplash } from './splash/splash';
import { startVitals } from './vitals/startVitals';
import './global.css';

takeOverSplash();
registerRemotesFromConfig(readRuntimeConfig().remotes);
preloadShop();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container, {
  // A remote that fails is shown as its fallback; that is handled, so it is a warning, not an error.
  onCaughtError(error) {
    if (error instanceof RemoteUnavailableError) console.warn(error.message, error.cause);
    else console.warn('[host] a remote failed while rendering; its fallback is shown', error);
  },
}).render(<App />);

startVitals();
