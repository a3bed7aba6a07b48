import * as runtimeCore from '@module-federation/runtime-core';
import { createInstance } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@storefront/shared';
import fallbackPlugin from './fallbackPlugin';
import { sharedModules } from './sharedModules';

declare global {
  // The remotes are built with `externalRuntime` (tools/webpack/createConfig.mjs): they take the page's
  // federation runtime from here, as their own pages take it from tools/webpack/federationRuntime.mjs.
  var _FEDERATION_RUNTIME_CORE: typeof runtimeCore | undefined;
}

/**
 * The page's federation runtime. It is a chunk of its own that the host fetches only once its first
 * screen works: the header and hero need no remote, and the remotes' manifests and entries are already
 * on their way (the page's `Link` preload header).
 */
export function startFederation(remotes: RuntimeConfig['remotes']) {
  globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
  return createInstance({
    name: 'host',
    remotes: Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    // The shared packages' versions, by name, as tools/webpack/createConfig.mjs writes them into the build.
    shared: sharedModules(process.env.FEDERATION_SHARED_VERSIONS as unknown as Record<string, string>),
    shareStrategy: 'loaded-first',
    plugins: [fallbackPlugin()],
  });
}
