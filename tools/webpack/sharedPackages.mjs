// @storefront/shared is no singleton: a remote built against a newer minor runs its own copy rather than an
// older one (two copies meet on one bus, kept on a global). zod is not shared: a shared module ships whole
// (zod/mini: 83 KB gzip), so the apps use shared's `z`. The resolver is named, not the `@hookform/resolvers/`
// prefix, which makes the plugin resolve the bare folder: a deprecated `exports` warning on every build.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** By package, the module ids each remote's build shares of it, and whether the page keeps one copy. */
export const SHARED_PACKAGES = require('./sharedPackages.json');

// An app shares only what it depends on: npm installs @hookform/resolvers in each app's own node_modules.
function sharedPackageVersions(appDir) {
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const { dependencies = {} } = appRequire('./package.json');
  return Object.fromEntries(
    Object.keys(SHARED_PACKAGES)
      .filter((name) => name in dependencies)
      .map((name) => [name, appRequire(`${name}/package.json`).version]),
  );
}

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

export function hostSharedPackages(appDir) {
  const versions = sharedPackageVersions(appDir);
  const missing = Object.keys(SHARED_PACKAGES).filter((name) => !(name in versions));
  if (missing.length > 0) throw new Error(`${appDir} offers every shared package but does not depend on ${missing.join(', ')}`);
  return Object.fromEntries(Object.entries(versions).map(([name, version]) => [name, { version, singleton: SHARED_PACKAGES[name].singleton }]));
}
