import type { ComponentType } from 'react';
import { readRuntimeConfig, RuntimeConfigError, type RuntimeConfig } from '@storefront/shared';
import { RemoteUnavailableError } from './RemoteUnavailableError';
import { refetchNextTime } from './freshEntries';
import { EXPOSED, REMOTE_TIMEOUT_MS, type RemoteName } from './remoteContract';

export { EXPOSED, REMOTE_TIMEOUT_MS, type RemoteName };

type Federation = ReturnType<typeof import('./instance').startFederation>;

let entries: RuntimeConfig['remotes'] | undefined;
let starting: Promise<Federation> | undefined;
let running: Federation | undefined;

/**
 * The federation runtime, fetched and started by the first slot that needs it (instance.ts says why),
 * with the remotes where the environment's /env.js puts them. Nothing is fetched or read before then.
 */
function started() {
  starting ??= import(/* webpackChunkName: "federation" */ './instance')
    .then(({ startFederation }) => {
      entries ??= readRuntimeConfig().remotes;
      running = startFederation(entries);
      return running;
    })
    .catch((error: unknown) => {
      // The runtime's own chunk did not arrive, or /env.js is missing or broken: the next load (a Retry)
      // tries again. A broken config is the deployment's fault, not the remote's: said once, plainly.
      starting = undefined;
      if (error instanceof RuntimeConfigError) console.error(`[host] no remote can load: ${error.message}`);
      throw error;
    });
  return starting;
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
  const load = started().then((instance) => instance.loadRemote<{ default: ComponentType }>(EXPOSED[remote]));
  const module = await withTimeout(load, remote);
  if (!module?.default) throw new RemoteUnavailableError(remote, new Error('no default export'));
  return module.default;
}

/**
 * Forgets a failed remote (its manifest, entry, modules and chunks) so that the next load runs the code
 * served now. The entry's file name and the chunk array's are given by tools/webpack/remotePreset.mjs;
 * the runtime does not know them.
 */
export function forgetRemote(remote: RemoteName): void {
  if (!entries) return;
  running?.registerRemotes([{ name: remote, entry: entries[remote] }], { force: true });
  refetchNextTime(new URL('remoteEntry.js', entries[remote]).href);
  delete (globalThis as Record<string, unknown>)[`storefront_${remote}_chunks`];
}
