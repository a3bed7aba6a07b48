/**
 * Stands in for host/src/federation/preloadRemotes.ts in the single-bundle build (./webpack.config.mjs):
 * there the teams' code is in lazy chunks on the page's own origin, and there is no remote manifest or
 * entry to fetch ahead.
 */
export function preloadRemotes(): void {}
