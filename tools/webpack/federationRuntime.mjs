/**
 * The federation runtime for a remote's own page. The remotes are built with `externalRuntime`
 * (createConfig.mjs), so that the storefront carries one copy of the runtime, not one per remote, and
 * they take it from this global. On the storefront the host puts it there
 * (host/src/federation/instance.ts); a remote's own page, which has no host, loads this file as a script
 * of its own before the page's entry.
 */
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
