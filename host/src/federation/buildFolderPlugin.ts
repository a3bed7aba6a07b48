import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { enterBuild } from './moveToBuild';

export function entryUrlOf(snapshot: object): string | undefined {
  if (!('publicPath' in snapshot) || !('remoteEntry' in snapshot)) return undefined;
  const { publicPath, remoteEntry } = snapshot as { publicPath: unknown; remoteEntry: unknown };
  return typeof publicPath === 'string' && typeof remoteEntry === 'string' && remoteEntry !== '' ? `${publicPath}${remoteEntry}` : undefined;
}

// A build's folder is known only once its manifest is read: the site's root one names the live build's.
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
