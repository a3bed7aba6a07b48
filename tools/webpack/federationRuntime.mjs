/**
 * The federation runtime for a remote's own page. The remotes are built with `externalRuntime`, and
 * without the bundler runtime (remotePreset.mjs), so that the storefront carries one copy of each, not
 * one per remote, and they take them from these globals. On the storefront the host puts them there
 * (host/src/federation/instance.ts); a remote's own page, which has no host, loads this file as a script
 * of its own before the page's entry.
 */
import * as runtimeCore from '@module-federation/runtime-core';
import * as bundlerRuntime from '@module-federation/webpack-bundler-runtime';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
globalThis._FEDERATION_BUNDLER_RUNTIME = bundlerRuntime;
