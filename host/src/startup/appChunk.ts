/**
 * The app's code, one chunk that startUp.ts fetches once the served page has painted: React, the
 * components, and what start-up calls once the page has hydrated.
 */
export { hydrateApp } from './hydrateApp';
export { App } from '../App';
export { openOnArrival } from './openOnArrival';
export { followOverlayNeeds, needAuthOnFirstTouch, showOverlays } from './overlayNeeds';
export { startShop } from '../layout/shopStart';
export { startVitals } from '../vitals/startVitals';
