import { hadSession, onSessionElsewhere, subscribe, whenWaiting } from '@storefront/shared';
import { tradePageAt } from '../header/navigation';
import { hydrateApp } from '../startup/hydrateApp';
import type { PageCode } from '../startup/scheduler';
import { TradePage } from './TradePage';

export const hydrate: PageCode['hydrate'] = () => {
  const page = tradePageAt(window.location.pathname);
  return hydrateApp(() => <TradePage page={page} />);
};

export const bus: PageCode['bus'] = { hadSession, onSessionElsewhere, subscribe, whenWaiting };
