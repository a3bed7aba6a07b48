/**
 * The federation runtime core for a remote's own page. The remotes are built with `externalRuntime`
 * (remotePreset.mjs), so that the storefront carries one copy of the core, not one per remote, and they
 * take it from `_FEDERATION_RUNTIME_CORE`. On the storefront the host provides it
 * (host/src/federation/instance.ts); a remote's own page, which has no host, loads this file as a script
 * of its own before the page's entry. It is the documented provider for a pure consumer
 * (`provideExternalRuntime`): an instance with no remotes whose inject plugin sets the global.
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCorePlugin from '@module-federation/inject-external-runtime-core-plugin';

createInstance({ name: 'own-page', remotes: [], plugins: [injectExternalRuntimeCorePlugin()] });
