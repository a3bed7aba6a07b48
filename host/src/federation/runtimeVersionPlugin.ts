import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError } from './RemoteUnavailableError';

const MAJOR_MINOR = /^(\d+)\.(\d+)\./;

/**
 * Whether a remote built with federation `built` may run on a page whose runtime core is `page`. A
 * remote carries its own bundler runtime but not the core (tools/webpack/remotePreset.mjs), and the two
 * are released together: patch releases of one minor fit each other; another minor or major may change
 * what the bundler runtime expects of the core. An unknown version fits nothing.
 */
export function fitsPageRuntime(built: string | undefined, page: string | undefined): boolean {
  const remote = built?.match(MAJOR_MINOR);
  const own = page?.match(MAJOR_MINOR);
  return Boolean(remote && own && remote[1] === own[1] && remote[2] === own[2]);
}

/**
 * Keeps a remote off the page's runtime core unless the federation version it was built with fits it
 * (fitsPageRuntime). The manifest names that version (`metaData.pluginVersion`: the build plugin's, whose
 * bundler runtime the remote carries); the page's core names its own where the inject plugin put it
 * (instance.ts). A remote that does not fit is never run: it fails to load, as a remote that cannot be
 * fetched does (remotes.ts then tries its previous version, else its slot shows the fallback with
 * Retry), and the console says why.
 */
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
