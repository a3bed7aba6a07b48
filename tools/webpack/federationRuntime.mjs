// The runtime core for a remote's own page, which has no host to provide it: an instance with no remotes
// whose inject plugin sets _FEDERATION_RUNTIME_CORE, the provider for a pure consumer.
import { createInstance } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCorePlugin from '@module-federation/inject-external-runtime-core-plugin';

createInstance({ name: 'own-page', remotes: [], plugins: [injectExternalRuntimeCorePlugin()] });
