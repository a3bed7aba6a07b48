import React from 'react';
import JsxRuntime from 'react/jsx-runtime';
import ReactDOM from 'react-dom';
import ReactDOMClient from 'react-dom/client';
import * as Zustand from 'zustand';
import * as Contracts from '@storefront/shared';
import type { createInstance } from '@module-federation/enhanced/runtime';

type Shared = NonNullable<Parameters<typeof createInstance>[0]['shared']>[string];

/** How the host offers one package's modules: as it already runs them, or fetched when first asked for. */
type Offer = { loaded: Record<string, unknown> } | { onRequest: Record<string, () => Promise<unknown>> };

/**
 * A loader for each package the remotes' builds share, by module id. React and the contracts are already
 * running the page; the form libraries are fetched from the host's build when a remote first asks for them.
 */
export const OFFERS: Record<string, Offer> = {
  react: { loaded: { react: React, 'react/jsx-runtime': JsxRuntime } },
  'react-dom': { loaded: { 'react-dom': ReactDOM, 'react-dom/client': ReactDOMClient } },
  zustand: { loaded: { zustand: Zustand } },
  '@storefront/shared': { loaded: { '@storefront/shared': Contracts } },
  'react-hook-form': { onRequest: { 'react-hook-form': () => import('react-hook-form') } },
  '@hookform/resolvers': { onRequest: { '@hookform/resolvers/zod': () => import('@hookform/resolvers/zod') } },
};

/** A shared package as the host's build writes it in: the version installed for the host, and whether the page keeps one copy. */
export interface SharedPackage {
  version: string;
  singleton: boolean;
}

/**
 * What the host offers the remotes, as their builds share it: one React, one zustand and one copy of the
 * form libraries on the page, and its contracts package to every remote built against its minor or an
 * older one (tools/webpack/sharedPackages.mjs says why that one is not a singleton). `packages` are the
 * shared packages by name, as the host's build defines them from the list the remotes' builds share
 * (tools/webpack/hostPreset.mjs); a build whose list does not match these loaders stops here rather than
 * sharing a package on one side only.
 */
export function sharedModules(packages: Record<string, SharedPackage>): Record<string, Shared> {
  const unlisted = Object.keys(OFFERS).filter((pkg) => !(pkg in packages));
  const unoffered = Object.keys(packages).filter((pkg) => !(pkg in OFFERS));
  if (unlisted.length > 0 || unoffered.length > 0) {
    const names = (list: string[]) => list.join(', ') || 'none';
    throw new Error(`[host] shared packages disagree with the build: loaders for packages not listed: ${names(unlisted)}; listed packages with no loader: ${names(unoffered)}`);
  }
  return Object.fromEntries(
    Object.entries(OFFERS).flatMap(([pkg, offer]) => {
      const { version, singleton } = packages[pkg] as SharedPackage;
      const shareConfig = { singleton, requiredVersion: `^${version}` };
      return 'loaded' in offer
        ? Object.entries(offer.loaded).map(([id, module]): [string, Shared] => [id, { version, lib: () => module, shareConfig }])
        : Object.entries(offer.onRequest).map(([id, load]): [string, Shared] => [id, { version, get: () => load().then((module) => () => module), shareConfig }]);
    }),
  );
}
