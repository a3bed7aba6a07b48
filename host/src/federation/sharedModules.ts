import React from 'react';
import JsxRuntime from 'react/jsx-runtime';
import ReactDOM from 'react-dom';
import ReactDOMClient from 'react-dom/client';
import * as Zustand from 'zustand';
import * as Contracts from '@storefront/shared';
import type { UserOptions } from '@module-federation/runtime-core';

type Shared = NonNullable<UserOptions['shared']>[string];

/** The versions installed for the host, written in at build time by tools/webpack/createConfig.mjs. */
const VERSIONS = process.env.FEDERATION_SHARED_VERSIONS as unknown as Record<string, string>;

function versionOf(pkg: string): string {
  const version = VERSIONS[pkg];
  if (!version) throw new Error(`no shared version for ${pkg}`);
  return version;
}

/** A module the host has already loaded, offered as it is: the remotes then use the page's one copy. */
function loaded(pkg: string, module: unknown): Shared {
  const version = versionOf(pkg);
  return { version, lib: () => module, shareConfig: { singleton: true, requiredVersion: `^${version}` } };
}

/** A module the host has not needed yet: fetched from the host's build when a remote first asks for it. */
function onRequest(pkg: string, load: () => Promise<unknown>): Shared {
  const version = versionOf(pkg);
  return { version, get: () => load().then((module) => () => module), shareConfig: { singleton: true, requiredVersion: `^${version}` } };
}

/**
 * What the host offers the remotes, as the teams' builds share it (createConfig.mjs): one React, one
 * zustand, one contracts package and one copy of the form libraries on the page. React and the contracts
 * are already running the page; the form libraries only when a form has been loaded.
 */
export const SHARED_MODULES: Record<string, Shared> = {
  react: loaded('react', React),
  'react/jsx-runtime': loaded('react', JsxRuntime),
  'react-dom': loaded('react-dom', ReactDOM),
  'react-dom/client': loaded('react-dom', ReactDOMClient),
  zustand: loaded('zustand', Zustand),
  '@storefront/shared': loaded('@storefront/shared', Contracts),
  'react-hook-form': onRequest('react-hook-form', () => import('react-hook-form')),
  '@hookform/resolvers/zod': onRequest('@hookform/resolvers', () => import('@hookform/resolvers/zod')),
};
