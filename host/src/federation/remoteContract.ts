import type { RuntimeConfig } from '@storefront/shared';
import APP_LIST from '../../../tools/apps.json';

/**
 * What the host expects of the teams, apart from how their code is fetched: kept free of the federation
 * runtime, so that the single-bundle comparison build (bench/single) uses the same contract.
 */
export type RemoteName = keyof RuntimeConfig['remotes'];

/**
 * What each team exposes, `name/Component` as tools/apps.json lists it: a component with no props
 * (everything else travels on the bus).
 */
export const EXPOSED = Object.fromEntries(
  APP_LIST.apps.flatMap(({ name, exposes }) => (exposes ? Object.keys(exposes).map((module) => [name, `${name}/${module.replace('./', '')}`]) : [])),
) as Record<RemoteName, string>;

/** A remote that has not answered by then is shown as failed; Retry tries again. */
export const REMOTE_TIMEOUT_MS = 8000;
