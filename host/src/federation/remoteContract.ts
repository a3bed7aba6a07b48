/**
 * What the host expects of the teams, apart from how their code is fetched: kept free of the federation
 * runtime, so that the single-bundle comparison build (bench/single) uses the same contract.
 *
 * The remotes the page composes, by federation name (the key of each one's site in /env.js): what each
 * exposes, `name/Component`, a component with no props (everything else travels on the bus), and where
 * the host puts its slot where its layout does not name it. A remote's build reads its name and
 * component from the app list (tools/apps.json); a unit test holds the two together and names the line a
 * new remote adds here.
 */
export const REMOTES = {
  // The host's layout names these three: the shop's section (layout/ShopSection.tsx), and the cart and
  // auth as overlays (layout/Overlays.tsx), mounted once the shopper asks, above the page.
  shop: { exposes: 'shop/Shop', swappable: true },
  cart: { exposes: 'cart/CartPanel', swappable: true },
  // Firebase's session is opened once for the life of the page, and would go on beside a second one.
  auth: { exposes: 'auth/AuthModals' },
} as const satisfies Record<string, { exposes: `${string}/${string}`; slot?: Slot; swappable?: true }>;

/**
 * Whether a remote's live build may be mounted in place of the one running while the page runs, when the
 * running build's files have gone from its site (federation/goneFiles.ts): its component mounts afresh,
 * so whatever it must keep lives outside its code (the address, the tab's storage) and it leaves nothing
 * running once unmounted. Any other remote is swapped by reloading the page, which the shopper is asked to do.
 */
export const isSwappable = (remote: RemoteName): boolean => 'swappable' in REMOTES[remote] && REMOTES[remote].swappable === true;

/**
 * Where the host puts a remote's slot that its layout does not name: 'below the shop', a section of its
 * own after the shop's, in this list's order (layout/RemoteSections.tsx), with the remote's name as id,
 * started when it comes on screen or warm unless the schedule says otherwise.
 */
export type Slot = 'below the shop';

/** A remote by its federation name: a name no remote has fails the type check. */
export type RemoteName = keyof typeof REMOTES;

/** Each remote's exposed component, `name/Component`. */
export const EXPOSED = Object.fromEntries(Object.entries(REMOTES).map(([remote, { exposes }]) => [remote, exposes])) as {
  readonly [R in RemoteName]: (typeof REMOTES)[R]['exposes'];
};

/** The remotes whose slot stands at `slot`. */
export type RemotesIn<S extends Slot> = { [R in RemoteName]: (typeof REMOTES)[R] extends { slot: S } ? R : never }[RemoteName];

/** The remotes whose slot stands at `slot`, in the list's order. */
export function remotesIn<S extends Slot>(slot: S): RemotesIn<S>[] {
  return (Object.keys(REMOTES) as RemoteName[]).filter((remote): remote is RemotesIn<S> => 'slot' in REMOTES[remote] && REMOTES[remote].slot === slot);
}

/** A remote that has not answered by then is shown as failed; Retry tries again. */
export const REMOTE_TIMEOUT_MS = 8000;
