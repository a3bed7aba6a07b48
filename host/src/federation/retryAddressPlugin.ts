import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// The runtime reuses a <script> already in the page for its address, so a Retry would wait on a hung entry.
// Counted by site: the build a Retry loads, so its entry's folder, is known only once its manifest is read.
const attempts = new Map<string, number>();

export function refetchNextTime(site: string): void {
  attempts.set(site, (attempts.get(site) ?? 0) + 1);
}

/** Only entries: the runtime loads other scripts (preloads) through the same hook. */
const ENTRY = '/remoteEntry.js';

export function entryAddress(entryUrl: string): string {
  if (!new URL(entryUrl).pathname.endsWith(ENTRY)) return entryUrl;
  const site = [...attempts.keys()].find((retried) => entryUrl.startsWith(retried));
  const attempt = site === undefined ? undefined : attempts.get(site);
  if (!attempt) return entryUrl;
  const url = new URL(entryUrl);
  url.searchParams.set('retry', String(attempt));
  return url.href;
}

// A failure is left to remotes.ts, which knows the remote's builds.
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
