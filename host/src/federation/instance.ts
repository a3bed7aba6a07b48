import * as runtimeCore from '@module-federation/runtime-core';
import * as bundlerRuntime from '@module-federation/webpack-bundler-runtime';
import { createInstance } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@storefront/shared';
import fallbackPlugin from './fallbackPlugin';
import { sharedModules } from './sharedModules';
import stylesheetPlugin from './stylesheetPlugin';

declare global {
  // The remotes are built without the federation runtime and its bundler glue
  // (tools/webpack/remotePreset.mjs): they take the page's copies from here, as their own pages take them
  // from tools/webpack/federationRuntime.mjs.
  var _FEDERATION_RUNTIME_CORE: typeof runtimeCore | undefined;
  var _FEDERATION_BUNDLER_RUNTIME: typeof bundlerRuntime | undefined;
}

/**
 * The page's federation runtime. It is a chunk of its own that the host fetches only once its first
 * screen works: the header and hero need no remote, and the remotes' manifests and entries are already
 * on their way (preloadRemotes.ts).
 */
export function startFederation(remotes: RuntimeConfig['remotes']) {
  globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
  globalThis._FEDERATION_BUNDLER_RUNTIME = bundlerRuntime;
  return createInstance({
    name: 'host',
    remotes: Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    // The shared packages' versions, by name, as tools/webpack/hostPreset.mjs writes them into the build.
    shared: sharedModules(process.env.FEDERATION_SHARED_VERSIONS as unknown as Record<string, string>),
    shareStrategy: 'loaded-first',
    plugins: [fallbackPlugin(), stylesheetPlugin()],
  });
}
