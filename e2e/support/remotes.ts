import type { RemoteName } from '../../host/src/federation/remoteContract';
import { appNamed, REMOTES } from '../../tools/apps.mjs';

/** A remote by its federation name: the host's list, which a name no remote has fails to type-check against. */
export type { RemoteName };

/** Every remote the app list names, in its order, as the host's build lists them: what a spec about all of them goes through. */
export const REMOTE_NAMES = REMOTES.map(({ name }: { name: string }) => name) as RemoteName[];

/** Where the local stack serves a remote; an unknown name fails, naming it. */
export function remoteOrigin(remote: RemoteName): string {
  return `http://localhost:${appNamed(remote).port}`;
}

/** The name a remote's exposed module is built under (`__federation_expose_<name>`): `Shop` for `./Shop`. */
export function exposedName(remote: RemoteName): string {
  const [module] = Object.keys(appNamed(remote).exposes ?? {});
  if (!module) throw new Error(`${remote} exposes nothing in tools/apps.json`);
  return module.replace('./', '');
}

/** The remotes the storefront's schedule names, in its order (host/src/startup/schedule.ts). */
const NAMED_BY_THE_SCHEDULE: RemoteName[] = ['shop', 'cart', 'auth'];

/**
 * The remotes the storefront warms, in order: those its schedule names, then every other remote of the app
 * list, each in a section of its own below the shop, which the schedule warms after them.
 */
export const WARMED: RemoteName[] = [...NAMED_BY_THE_SCHEDULE, ...REMOTE_NAMES.filter((remote) => !NAMED_BY_THE_SCHEDULE.includes(remote))];

/** The remotes in a section of their own below the shop: those the app list adds to the three the host names. */
export const IN_THEIR_OWN_SECTION: RemoteName[] = WARMED.slice(NAMED_BY_THE_SCHEDULE.length);
