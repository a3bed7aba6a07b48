import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError } from './RemoteUnavailableError';

const MAJOR_MINOR = /^(\d+)\.(\d+)\./;

// A remote carries its bundler runtime but not the core, and the two are released together: only patch
// releases of one minor are sure to fit. An unknown version fits nothing.
export function fitsPageRuntime(built: string | undefined, page: string | undefined): boolean {
  const remote = built?.match(MAJOR_MINOR);
  const own = page?.match(MAJOR_MINOR);
  return Boolean(remote && own && remote[1] === own[1] && remote[2] === own[2]);
}

// A misfit fails to load like a remote that cannot be fetched, so remotes.ts falls back as usual.
export default function runtimeVersionPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-runtime-version',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest') return args;
      const remote = args.moduleInfo.name;
      const built = args.manifestJson?.metaData.pluginVersion;
      const page = globalThis._FEDERATION_RUNTIME_CORE_FROM?.version;
      if (fitsPageRuntime(built, page)) return args;
      const reason = `${remote} was built with federation ${built ?? '(version unknown)'}, which does not fit the page's runtime ${page ?? '(version unknown)'}`;
      console.warn(`[federation] ${reason}: it is not loaded`);
      throw new RemoteUnavailableError(remote, new Error(reason));
    },
  };
}
