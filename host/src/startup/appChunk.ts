import { hadSession, onSessionElsewhere, subscribe, whenWaiting } from '@storefront/shared';
import type { Bus } from './scheduler';

/**
 * The app's code, one chunk that the scheduler fetches once the served page has painted: React, the
 * components, and what start-up calls once the page has hydrated.
 */
export { hydrateApp } from './hydrateApp';
export { App } from '../App';
export { openOnArrival } from './openOnArrival';
export { startVitals } from '../vitals/startVitals';

/** The bus, which the scheduler follows once the page has hydrated. */
export const bus: Bus = { hadSession, onSessionElsewhere, subscribe, whenWaiting };
