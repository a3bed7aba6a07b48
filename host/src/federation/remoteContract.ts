// Free of the federation runtime, so that the single-bundle build (bench/single) shares this contract.

interface RemoteFacts {
  /** Its component with no props, `name/Component`: everything else travels on the bus. */
  exposes: `${string}/${string}`;
  /** Its live build may be mounted in place of a running one whose files have gone (goneFiles.ts). */
  swappable?: true;
}

// Written by the host's build from the app list (`HOST_REMOTES` in tools/apps.mjs).
declare const __STOREFRONT_REMOTES__: Readonly<Record<string, RemoteFacts>>;

/** By federation name, the key of each one's site in /env.js, in the app list's order. */
export const REMOTES = __STOREFRONT_REMOTES__;

/** The remotes the host's layout names: the shop's section, the cart and auth as overlays. */
export const LAID_OUT = ['shop', 'cart', 'auth'] as const;

declare const inASection: unique symbol;
/** Any other remote of the app list, in a section of its own below the shop; only the app list makes one. */
export type Section = string & { readonly [inASection]: true };

export type RemoteName = (typeof LAID_OUT)[number] | Section;

export const SECTIONS = Object.keys(REMOTES).filter((remote): remote is Section => !(LAID_OUT as readonly string[]).includes(remote));

export const EXPOSED: Readonly<Record<string, RemoteFacts['exposes']>> = Object.fromEntries(Object.entries(REMOTES).map(([remote, { exposes }]) => [remote, exposes]));

// Any other remote is swapped by reloading the page, which the shopper is asked to do.
export const isSwappable = (remote: RemoteName): boolean => REMOTES[remote]?.swappable === true;

/** A remote that has not answered by then is shown as failed; Retry tries again. */
export const REMOTE_TIMEOUT_MS = 8000;
