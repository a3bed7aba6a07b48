import { hadSession, onSessionElsewhere, subscribe, whenWaiting } from '@storefront/shared';
import { tradePageAt } from '../header/navigation';
import { hydrateApp } from '../startup/hydrateApp';
import type { PageCode } from '../startup/scheduler';
import { TradePage } from './TradePage';

/** A trade page's code, fetched once the served page has painted (startup/scheduler.ts): its hydration. */
export const hydrate: PageCode['hydrate'] = () => {
  const page = tradePageAt(window.location.pathname);
  return hydrateApp(() => <TradePage page={page} />);
};

/** The bus, which the scheduler follows once the page has hydrated. */
export const bus: PageCode['bus'] = { hadSession, onSessionElsewhere, subscribe, whenWaiting };
