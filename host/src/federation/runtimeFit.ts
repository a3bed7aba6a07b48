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
