/**
 * What the host expects of the teams, apart from how their code is fetched: kept free of the federation
 * runtime, so that the single-bundle comparison build (bench/single) uses the same contract.
 *
 * The remotes the page composes, by federation name (the key of each one's site in /env.js), and what
 * each exposes, `name/Component`: a component with no props (everything else travels on the bus). The
 * host places each one's slot, so a new remote is an entry here as well as in the app list its build
 * reads (tools/apps.json); a unit test holds the two together.
 */
export const EXPOSED = {
  shop: 'shop/Shop',
  cart: 'cart/CartPanel',
  auth: 'auth/AuthModals',
} as const;

/** A remote by its federation name: a name no remote has fails the type check. */
export type RemoteName = keyof typeof EXPOSED;

/** A remote that has not answered by then is shown as failed; Retry tries again. */
export const REMOTE_TIMEOUT_MS = 8000;
