/**
 * What the apps share at run time, so that the page has one React, one zustand and one copy of the form
 * libraries, whoever loads first, and one contracts package unless a remote needs a newer one. The list
 * is written into the host's build (hostSharedPackages): the host offers the same packages through the
 * runtime API (host/src/federation/sharedModules.ts), whose unit test fails when a package has no loader
 * there or a loader has no package here, and whose start fails the same way.
 *
 * Every module is asked for at `^` the version the app was built against. The contracts package
 * (`@storefront/shared`) is not a singleton: a remote built against a newer minor than the page offers
 * runs its own copy rather than an older one that lacks its topics and helpers (docs/contracts.md). Two
 * copies still meet on one bus, whose state lives on a global (shared/src/bus/bus.ts), as does the
 * runtime config.
 *
 * An app shares a package only if it depends on it: npm installs @hookform/resolvers into each app's own
 * node_modules, so the shop could not even name its version. zod is not shared as a package: a shared
 * module ships whole, as the build cannot know what other apps use of it (zod/mini: 83 KB gzip); the apps
 * write their schemas with the contracts package's `z`, so the page carries that one copy. The one
 * resolver in use is named, not the `@hookform/resolvers/` prefix: a prefix makes the federation plugin
 * resolve the bare folder, which Node reports as a deprecated `exports` mapping on every build.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** By package, the module ids each remote's build shares of it, and whether the page keeps one copy. */
export const SHARED_PACKAGES = require('./sharedPackages.json');

/** Each shared package the app depends on, at the version installed for it. */
function sharedPackageVersions(appDir) {
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const { dependencies = {} } = appRequire('./package.json');
  return Object.fromEntries(
    Object.keys(SHARED_PACKAGES)
      .filter((name) => name in dependencies)
      .map((name) => [name, appRequire(`${name}/package.json`).version]),
  );
}

/** A remote's `shared` option: every module id of each package the app depends on. */
export function sharedOption(appDir) {
  return Object.fromEntries(
    Object.entries(sharedPackageVersions(appDir)).flatMap(([name, version]) =>
      SHARED_PACKAGES[name].modules.map((id) => {
        const shared = { singleton: SHARED_PACKAGES[name].singleton, requiredVersion: `^${version}` };
        // A subpath named in full has a folder of its own, which may have a package.json of its own
        // (@hookform/resolvers/zod says 1.0.0): the package's version is given so that it is not taken.
        const ownFolder = id !== name && !id.endsWith('/');
        return [id, ownFolder ? { ...shared, version } : shared];
      }),
    ),
  );
}

/**
 * The packages the host offers the remotes, written into its build: each at the version installed for it,
 * and whether the page keeps one copy. It must depend on every one of them to offer it.
 */
export function hostSharedPackages(appDir) {
  const versions = sharedPackageVersions(appDir);
  const missing = Object.keys(SHARED_PACKAGES).filter((name) => !(name in versions));
  if (missing.length > 0) throw new Error(`${appDir} offers every shared package but does not depend on ${missing.join(', ')}`);
  return Object.fromEntries(Object.entries(versions).map(([name, version]) => [name, { version, singleton: SHARED_PACKAGES[name].singleton }]));
}
