// Free of the federation runtime, so the single-bundle build (bench/single) uses the same contract.
// Exposed components take no props: the rest travels on the bus. A test keeps this in step with tools/apps.json.
export const REMOTES = {
  shop: { exposes: 'shop/Shop', swappable: true },
  cart: { exposes: 'cart/CartPanel', swappable: true },
  // Firebase's session is opened once for the life of the page, and would go on beside a second one.
  auth: { exposes: 'auth/AuthModals' },
} as const satisfies Record<string, { exposes: `${string}/${string}`; slot?: Slot; swappable?: true }>;

// A swapped remote mounts afresh: it keeps what it must outside its code and leaves nothing running
// once unmounted. Any other remote is swapped by asking the shopper to reload.
export const isSwappable = (remote: RemoteName): boolean => 'swappable' in REMOTES[remote] && REMOTES[remote].swappable === true;

/** A section of its own after the shop's, in this list's order (layout/RemoteSections.tsx). */
export type Slot = 'below the shop';

export type RemoteName = keyof typeof REMOTES;

export const EXPOSED = Object.fromEntries(Object.entries(REMOTES).map(([remote, { exposes }]) => [remote, exposes])) as {
  readonly [R in RemoteName]: (typeof REMOTES)[R]['exposes'];
};

export type RemotesIn<S extends Slot> = { [R in RemoteName]: (typeof REMOTES)[R] extends { slot: S } ? R : never }[RemoteName];

export function remotesIn<S extends Slot>(slot: S): RemotesIn<S>[] {
  return (Object.keys(REMOTES) as RemoteName[]).filter((remote): remote is RemotesIn<S> => 'slot' in REMOTES[remote] && REMOTES[remote].slot === slot);
}

export const REMOTE_TIMEOUT_MS = 8000;
