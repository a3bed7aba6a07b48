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

// A chunk of its own, fetched with the first remote: the header and hero need none. The remotes are
// built without the runtime core; the inject plugin provides this page's before any remote loads.
export function startFederation(manifests: Record<string, string>) {
  // Global: each remote's container starts an instance of its own, and it is they that ask for shared packages.
  registerGlobalPlugins([sharedVersionPlugin()]);
  return createInstance({
    name: 'host',
    remotes: Object.entries(manifests).map(([name, entry]) => ({ name, entry })),
    // Defined by tools/webpack/hostPreset.mjs.
    shared: sharedModules(process.env.FEDERATION_SHARED_PACKAGES as unknown as Record<string, SharedPackage>),
    shareStrategy: 'loaded-first',
    plugins: [injectExternalRuntimeCorePlugin(), runtimeVersionPlugin(), buildFolderPlugin(), manifestTimeoutPlugin(), retryAddressPlugin(), stylesheetPlugin()],
  });
}
