import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const RELEASE = /^(\d+)\.(\d+)\.(\d+)$/;
const CARET = /^\^(\d+)\.(\d+)\.(\d+)$/;

/** Caret ranges are all the builds declare (tools/webpack/sharedPackages.mjs); undefined for any other form. */
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

// Skips the runtime's semver, whose regexes cost about 6% of a shop load on a phone-class CPU. Anything
// else is left to the runtime's resolver, so its choices and warnings stay the same.
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
