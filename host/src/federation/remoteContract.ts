import type { RuntimeConfig } from '@storefront/shared';

/**
 * What the host expects of the teams, apart from how their code is fetched: kept free of the federation
 * runtime, so that the single-bundle comparison build (tools/bench/single) uses the same contract.
 */
export type RemoteName = keyof RuntimeConfig['remotes'];

/** What each team exposes: a component with no props (everything else travels on the bus). */
export const EXPOSED: Record<RemoteName, string> = {
  shop: 'shop/Shop',
  cart: 'cart/CartPanel',
  auth: 'auth/AuthModals',
};

/** A remote that has not answered by then is shown as failed; Retry tries again. */
export const REMOTE_TIMEOUT_MS = 8000;
