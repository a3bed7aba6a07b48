import { hadSession, onSessionElsewhere, subscribe, whenWaiting } from '@storefront/shared';
import { App } from './App';
import { hydrateApp } from './startup/hydrateApp';
import type { PageCode } from './startup/scheduler';

export { openOnArrival } from './startup/openOnArrival';
export { startVitals } from './vitals/startVitals';

export const hydrate: PageCode['hydrate'] = () => hydrateApp(App);

export const bus: PageCode['bus'] = { hadSession, onSessionElsewhere, subscribe, whenWaiting };
