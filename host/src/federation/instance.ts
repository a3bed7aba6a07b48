import { createInstance, registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCorePlugin from '@module-federation/inject-external-runtime-core-plugin';
import buildFolderPlugin from './buildFolderPlugin';
import manifestTimeoutPlugin from './manifestTimeoutPlugin';
import retryAddressPlugin from './retryAddressPlugin';
import runtimeVersionPlugin from './runtimeVersionPlugin';
import { sharedModules, type SharedPackage } from './sharedModules';
import sharedVersionPlugin from './sharedVersionPlugin';
import stylesheetPlugin from './stylesheetPlugin';

export { watchForGoneFiles } from './watchGoneFiles';

/**
 * The page's federation runtime. It is a chunk of its own that the host fetches with the first remote
 * the scheduler starts (startup/schedule.ts): the header and hero need no remote.
 *
 * The remotes are built without the runtime core (tools/webpack/remotePreset.mjs). The host provides its
 * own as a pure consumer does with `provideExternalRuntime`: the official inject plugin puts it on
 * `_FEDERATION_RUNTIME_CORE`, with its version on `_FEDERATION_RUNTIME_CORE_FROM`, before any remote loads;
 * the version plugin keeps off it a remote built for another minor. Each remote's container starts an
 * instance of its own on that core, which asks for the shared packages: the check of their versions
 * (sharedVersionPlugin.ts) is registered for every instance, not only this one.
 * @param manifests  each remote's manifest by name: its live build's, which the runtime starts with
 */
export function startFederation(manifests: Record<string, string>) {
  registerGlobalPlugins([sharedVersionPlugin()]);
  return createInstance({
    name: 'host',
    remotes: Object.entries(manifests).map(([name, entry]) => ({ name, entry })),
    // The shared packages, by name, as tools/webpack/hostPreset.mjs writes them into the build.
    shared: sharedModules(process.env.FEDERATION_SHARED_PACKAGES as unknown as Record<string, SharedPackage>),
    shareStrategy: 'loaded-first',
    plugins: [injectExternalRuntimeCorePlugin(), runtimeVersionPlugin(), buildFolderPlugin(), manifestTimeoutPlugin(), retryAddressPlugin(), stylesheetPlugin()],
  });
}
