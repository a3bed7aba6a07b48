import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_TIMEOUT_MS } from './remoteContract';

// The runtime reuses a manifest request still pending, so a hung one would fail the Retry too: given
// up with the slot, it has failed by the time the fallback shows, and a Retry asks afresh.
export function fetchManifest(url: string, init: RequestInit, timeoutMs = REMOTE_TIMEOUT_MS): Promise<Response> | undefined {
  if (!new URL(url).pathname.endsWith('/mf-manifest.json')) return undefined;
  return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
}

export default function manifestTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-manifest-timeout',
    fetch: (url, init) => fetchManifest(url, init),
  };
}
