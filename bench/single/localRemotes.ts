/**
 * Stands in for host/src/federation/remotes.ts in the single-bundle build (./webpack.config.mjs), which
 * measures what federation costs. Same exports and the same loading shape, with no federation runtime:
 * each team's exposed component is a dynamic import of its own, so it is a lazy chunk of its own, written
 * from the app list by the build (./exposedImports.mjs).
 */
import type { ComponentType } from 'react';
// This file is the host's federation layer in this build, so it shares the host's error and contract.
// eslint-disable-next-line no-restricted-imports
import { RemoteUnavailableError } from '../../host/src/federation/RemoteUnavailableError';
// eslint-disable-next-line no-restricted-imports
import { EXPOSED, REMOTE_TIMEOUT_MS, type RemoteName } from '../../host/src/federation/remoteContract';
import IMPORTS from 'virtual:exposed-imports';

type Exposed = { default?: ComponentType };

export async function loadRemoteComponent(remote: RemoteName): Promise<ComponentType> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), REMOTE_TIMEOUT_MS);
  });
  let module: Exposed;
  try {
    const load = IMPORTS[remote];
    if (!load) throw new Error('this build has no such remote');
    module = await Promise.race([load(), timeout]);
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  } finally {
    clearTimeout(timer);
  }
  if (!module.default) throw new RemoteUnavailableError(remote, new Error(`${EXPOSED[remote]} has no default export`));
  return module.default;
}

/** Runs a team's code ahead of its first use, as the federated host's warming does. */
export function preloadRemote(remote: RemoteName): Promise<boolean> {
  return loadRemoteComponent(remote).then(
    () => true,
    (error: unknown) => {
      console.warn(`[single] ${remote} could not be loaded ahead of its use`, error);
      return false;
    },
  );
}

/** webpack drops a chunk whose load failed, so the next import fetches it again: nothing to forget. */
export function forgetRemote(_remote: RemoteName): void {}
