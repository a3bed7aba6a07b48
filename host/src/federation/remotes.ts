import type { ComponentType } from 'react';
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@storefront/shared';
import { RemoteUnavailableError } from './RemoteUnavailableError';
import { refetchNextTime } from './freshEntries';
import { EXPOSED, REMOTE_TIMEOUT_MS, type RemoteName } from './remoteContract';

export { EXPOSED, REMOTE_TIMEOUT_MS, type RemoteName };

let entries: RuntimeConfig['remotes'] | undefined;

export function registerRemotesFromConfig(remotes: RuntimeConfig['remotes']): void {
  entries = remotes;
  registerRemotes((Object.keys(remotes) as RemoteName[]).map((name) => ({ name, entry: remotes[name] })));
}

/** Starts fetching the shop's code beside the host's own, rather than after the host has rendered. */
export function preloadShop(): void {
  preloadRemote([{ nameOrAlias: 'shop', exposes: ['./Shop'] }]).catch(() => {
    // The slot's own load reports the failure; a failed preload only loses the head start.
  });
}

function withTimeout<T>(promise: Promise<T>, remote: RemoteName): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteUnavailableError(remote, new Error('timed out'))), REMOTE_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(remote, error));
      },
    );
  });
}

export async function loadRemoteComponent(remote: RemoteName): Promise<ComponentType> {
  const module = await withTimeout(loadRemote<{ default: ComponentType }>(EXPOSED[remote]), remote);
  if (!module?.default) throw new RemoteUnavailableError(remote, new Error('no default export'));
  return module.default;
}

/**
 * Forgets a failed remote (its manifest, entry, modules and chunks) so that the next load runs the code
 * served now. The entry's file name and the chunk array's are given by tools/webpack/createConfig.mjs;
 * the runtime does not know them.
 */
export function forgetRemote(remote: RemoteName): void {
  if (!entries) return;
  registerRemotes([{ name: remote, entry: entries[remote] }], { force: true });
  refetchNextTime(new URL('remoteEntry.js', entries[remote]).href);
  delete (globalThis as Record<string, unknown>)[`storefront_${remote}_chunks`];
}
