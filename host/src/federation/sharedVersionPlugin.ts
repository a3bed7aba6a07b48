import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const RELEASE = /^(\d+)\.(\d+)\.(\d+)$/;
const CARET = /^\^(\d+)\.(\d+)\.(\d+)$/;

/**
 * Whether a release meets a caret range, the only kind the storefront's builds declare for a shared
 * package (`^<version>`, tools/webpack/sharedPackages.mjs): `^2.3.0` takes 2.3.0 and later 2.x, `^0.4.1`
 * 0.4.1 and later 0.4.x. Undefined where the version or the range is of any other form.
 */
export function meetsCaret(version: string, range: string): boolean | undefined {
  const have = RELEASE.exec(version)?.slice(1).map(Number);
  const need = CARET.exec(range)?.slice(1).map(Number);
  if (!have || !need) return undefined;
  // The parts up to the range's first non-zero one must match; after it, a part may only be higher.
  const fixed = need.findIndex((part) => part !== 0) + 1 || need.length;
  for (let part = 0; part < need.length; part++) {
    if (have[part] === need[part]) continue;
    return part >= fixed && (have[part] as number) > (need[part] as number);
  }
  return true;
}

/**
 * Answers the common case of sharing on the page, a package offered at a version that meets the caret
 * range asked for, without the runtime's general semver. That parser builds a dozen large regular
 * expressions on its first use, which was about 6% of a load opened at the shop on a phone-class CPU
 * (docs/performance-log.md, "the shared packages' versions checked without the runtime's semver").
 * Every other case, a version that does not meet the range included, is left to the runtime's own
 * resolver, so its choices and its warnings stay the same. Registered for every instance on the page,
 * the remotes' own included, since it is their containers that ask for the shared packages (instance.ts).
 */
export default function sharedVersionPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-shared-versions',
    resolveShare(args) {
      const required = args.shareInfo.shareConfig?.requiredVersion;
      const shared = args.shareScopeMap[args.scope]?.[args.pkgName]?.[args.version];
      if (!shared || args.shareInfo.treeShaking || typeof required !== 'string' || !meetsCaret(args.version, required)) return args;
      return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
}
