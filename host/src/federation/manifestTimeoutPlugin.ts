import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_TIMEOUT_MS } from './remoteContract';

/**
 * A manifest is waited for no longer than the remote's slot waits for it. The runtime keeps a manifest's
 * request by its address until that request fails, and a Retry that finds it still pending waits on it:
 * a manifest that hangs would fail the Retry too, whenever it ends. Given up with the slot, the request
 * has failed by the time the shopper sees the fallback, and their Retry asks afresh.
 */
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
