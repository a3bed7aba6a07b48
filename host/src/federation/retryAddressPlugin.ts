import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Entry scripts to fetch past whatever is still pending or held for their address. An entry that hung
 * past the slot's timeout is still downloading when the shopper presses Retry, and the runtime reuses a
 * `<script>` already in the page for the same address: the Retry would wait on the hung request. So a
 * retried entry is asked for under an address of its own. Retries are counted by the remote's site, as
 * the build a Retry loads (and so its entry's folder) is known only once its manifest is read.
 */
const attempts = new Map<string, number>();

/** The next entry loaded from `site` (a remote's site, ending in `/`) is asked for under a new address. */
export function refetchNextTime(site: string): void {
  attempts.set(site, (attempts.get(site) ?? 0) + 1);
}

/** What every remote's build names its entry (tools/webpack/remotePreset.mjs): the runtime loads its other scripts (preloads) the same way. */
const ENTRY = '/remoteEntry.js';

/** The address to load an entry from: unchanged until its site's remote has been retried, and any other script's never. */
export function entryAddress(entryUrl: string): string {
  if (!new URL(entryUrl).pathname.endsWith(ENTRY)) return entryUrl;
  const site = [...attempts.keys()].find((retried) => entryUrl.startsWith(retried));
  const attempt = site === undefined ? undefined : attempts.get(site);
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
