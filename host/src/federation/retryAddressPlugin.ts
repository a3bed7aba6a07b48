import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { entryAddress } from './freshEntries';

/**
 * Loads a retried remote's entry from the address freshEntries.ts gives it. A failure is not handled
 * here: the runtime's `loadRemote` rejects, and remotes.ts, which knows the remote's previous version and
 * the slot waiting for it, decides what comes next.
 */
export default function retryAddressPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-retry-address',
    createScript({ url }) {
      const address = entryAddress(url);
      if (address === url) return undefined;
      const script = document.createElement('script');
      script.src = address;
      return script;
    },
  };
}
