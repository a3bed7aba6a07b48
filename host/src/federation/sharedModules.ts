import React from 'react';
import JsxRuntime from 'react/jsx-runtime';
import ReactDOM from 'react-dom';
import ReactDOMClient from 'react-dom/client';
import * as Zustand from 'zustand';
import * as Contracts from '@storefront/shared';
import type { createInstance } from '@module-federation/enhanced/runtime';

type Shared = NonNullable<Parameters<typeof createInstance>[0]['shared']>[string];

type Offer = { loaded: Record<string, unknown> } | { onRequest: Record<string, () => Promise<unknown>> };

export const OFFERS: Record<string, Offer> = {
  react: { loaded: { react: React, 'react/jsx-runtime': JsxRuntime } },
  'react-dom': { loaded: { 'react-dom': ReactDOM, 'react-dom/client': ReactDOMClient } },
  zustand: { loaded: { zustand: Zustand } },
  '@storefront/shared': { loaded: { '@storefront/shared': Contracts } },
  'react-hook-form': { onRequest: { 'react-hook-form': () => import('react-hook-form') } },
  '@hookform/resolvers': { onRequest: { '@hookform/resolvers/zod': () => import('@hookform/resolvers/zod') } },
};

export interface SharedPackage {
  version: string;
  singleton: boolean;
}

// A build whose shared list (tools/webpack/hostPreset.mjs) disagrees with these loaders stops here
// rather than share a package on one side only.
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
