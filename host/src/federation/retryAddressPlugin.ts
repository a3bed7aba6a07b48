import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Entry scripts to fetch past whatever is still pending or held for their address. An entry that hung
 * past the slot's timeout is still downloading when the shopper presses Retry, and the runtime reuses a
 * `<script>` already in the page for the same address: the Retry would wait on the hung request. So a
 * retried entry is asked for under an address of its own.
 */
const attempts = new Map<string, number>();

export function refetchNextTime(entryUrl: string): void {
  attempts.set(entryUrl, (attempts.get(entryUrl) ?? 0) + 1);
}

/** The address to load an entry from: unchanged until it has been retried. */
export function entryAddress(entryUrl: string): string {
  const attempt = attempts.get(entryUrl);
  if (!attempt) return entryUrl;
  const url = new URL(entryUrl);
  url.searchParams.set('retry', String(attempt));
  return url.href;
}

/**
 * Loads a retried remote's entry from its own address. A failure is not handled here: the runtime's
 * `loadRemote` rejects, and remotes.ts, which knows the remote's builds and the slot waiting for it,
 * decides what comes next.
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
