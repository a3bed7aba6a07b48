import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError } from './RemoteUnavailableError';
import { entryAddress } from './freshEntries';

/**
 * The federation runtime's own failure hook. When a remote's code cannot be fetched, it hands back a
 * stand-in module whose component throws during render, so the slot's error boundary shows that
 * remote's fallback with Retry, the same path as a remote whose component throws.
 * Only `onLoad` gets a stand-in: one returned at `afterResolve` would be taken for a manifest.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-fallback',
    createScript({ url }) {
      const address = entryAddress(url);
      if (address === url) return undefined;
      const script = document.createElement('script');
      script.src = address;
      return script;
    },
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const remote = id.split('/')[0] ?? id;
      console.warn(`[federation] ${id} could not be loaded`, error);
      return {
        default: function RemoteUnavailable(): never {
          throw new RemoteUnavailableError(remote, error);
        },
      };
    },
  };
}
