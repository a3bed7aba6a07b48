/**
 * Puts this page's federation runtime where the remotes look for it. They are built with
 * `externalRuntime` (createConfig.mjs), so that the page carries one copy of the runtime, not one per
 * remote. The host loads this file as a runtime plugin, which runs before it loads any remote; a remote's
 * own page, which has no host, loads it as a script of its own before the page's entry.
 *
 * Not the federation plugin's `provideExternalRuntime`: that plugin is resolved as CommonJS and would add
 * a second, CommonJS copy of the runtime to the host next to the one the host itself runs.
 */
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;

/** Importing this file is what provides the runtime; the plugin itself has nothing to do. */
export default function federationRuntimeProvider() {
  return { name: 'storefront-federation-runtime' };
}
