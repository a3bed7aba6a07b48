import { hadSession, onSessionElsewhere, subscribe, whenWaiting } from '@storefront/shared';
import { App } from './App';
import { hydrateApp } from './startup/hydrateApp';
import type { PageCode } from './startup/scheduler';

export { openOnArrival } from './startup/openOnArrival';
export { startVitals } from './vitals/startVitals';

/**
 * The app's code, one chunk that start-up (startup/scheduler.ts) fetches once the served page has
 * painted: React, the components, and what start-up calls once the page has hydrated.
 */
export const hydrate: PageCode['hydrate'] = () => hydrateApp(App);

/** The bus, which the scheduler follows once the page has hydrated. */
export const bus: PageCode['bus'] = { hadSession, onSessionElsewhere, subscribe, whenWaiting };
