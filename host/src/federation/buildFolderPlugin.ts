import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { enterBuild } from './moveToBuild';

/** Where a remote's entry is fetched from, as the runtime joins it: the manifest's public path, then the entry's path. */
export function entryUrlOf(snapshot: object): string | undefined {
  if (!('publicPath' in snapshot) || !('remoteEntry' in snapshot)) return undefined;
  const { publicPath, remoteEntry } = snapshot as { publicPath: unknown; remoteEntry: unknown };
  return typeof publicPath === 'string' && typeof remoteEntry === 'string' && remoteEntry !== '' ? `${publicPath}${remoteEntry}` : undefined;
}

/**
 * Tells moveToBuild.ts which folder each remote's build runs from, once its manifest is read: the site's
 * root manifest names the live build's own folder, so where a build's files are is known only then.
 */
export default function buildFolderPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-build-folder',
    loadRemoteSnapshot(args) {
      const entry = entryUrlOf(args.remoteSnapshot);
      if (entry) enterBuild(args.moduleInfo.name, entry);
      return args;
    },
  };
}
