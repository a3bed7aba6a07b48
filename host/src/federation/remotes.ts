import type { ComponentType } from 'react';
import { readRuntimeConfig, RuntimeConfigError, type RuntimeConfig } from '@storefront/shared';
import { RemoteUnavailableError } from './RemoteUnavailableError';
import { refetchNextTime } from './freshEntries';
import { EXPOSED, REMOTE_TIMEOUT_MS, type RemoteName } from './remoteContract';
import { useRemoteVersions, type RemoteVersion } from './remoteVersions';

export { EXPOSED, REMOTE_TIMEOUT_MS, type RemoteName };

type Federation = ReturnType<typeof import('./instance').startFederation>;

let config: RuntimeConfig | undefined;
let starting: Promise<Federation> | undefined;
let running: Federation | undefined;

/**
 * The federation runtime, fetched and started by the first slot that needs it (instance.ts says why),
 * with the remotes where the environment's /env.js puts them. Nothing is fetched or read before then.
 */
function started() {
  starting ??= import(/* webpackChunkName: "federation" */ './instance')
    .then(({ startFederation }) => {
      config ??= readRuntimeConfig();
      running = startFederation(config.remotes);
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

/**
 * Points the runtime at another manifest for a remote, forgetting what it had of the one before (its
 * manifest, entry, modules and chunks), so that the next load runs only the code served there. The
 * chunk array's name is given by tools/webpack/remotePreset.mjs; the runtime does not know it, and two
 * builds of one remote number their chunks alike.
 */
function switchTo(instance: Federation, remote: RemoteName, manifest: string): void {
  instance.registerRemotes([{ name: remote, entry: manifest }], { force: true });
  delete (globalThis as Record<string, unknown>)[`storefront_${remote}_chunks`];
}

async function loadVersion(instance: Federation, remote: RemoteName, version: RemoteVersion): Promise<ComponentType> {
  const module = await withTimeout(instance.loadRemote<{ default: ComponentType }>(EXPOSED[remote]), remote);
  if (!module?.default) throw new RemoteUnavailableError(remote, new Error('no default export'));
  useRemoteVersions.getState().record(remote, version);
  return module.default;
}

/**
 * A remote's component, from its current version or, when that fails to load or to start (an error
 * response, a timeout, an entry that throws), from the last known good version the environment names.
 * Only when neither works does the slot show its fallback.
 */
export async function loadRemoteComponent(remote: RemoteName): Promise<ComponentType> {
  const instance = await withTimeout(started(), remote);
  const { remotes, previousRemotes } = config as RuntimeConfig;
  try {
    return await loadVersion(instance, remote, { version: 'current', manifest: remotes[remote] });
  } catch (error) {
    const previous = previousRemotes?.[remote];
    if (!previous) throw error;
    console.warn(`[federation] ${remote}: version ${remotes[remote]} failed to load; loading its previous version, ${previous}`, error);
    switchTo(instance, remote, previous);
    return loadVersion(instance, remote, { version: 'previous', manifest: previous });
  }
}

/**
 * Forgets a failed remote so that the next load (a Retry) starts again from its current version. Its
 * entry is asked for under a fresh address: the browser would hand back the failed preload's response.
 */
export function forgetRemote(remote: RemoteName): void {
  if (!config || !running) return;
  switchTo(running, remote, config.remotes[remote]);
  refetchNextTime(new URL('remoteEntry.js', config.remotes[remote]).href);
}
