import { appNamed, REMOTES } from '../../tools/apps.mjs';

/** A remote by its federation name, as the app list (tools/apps.json) has it. */
export type RemoteName = string;

/** Every remote the app list names, in its order: what a spec about all of them goes through. */
export const REMOTE_NAMES: RemoteName[] = REMOTES.map(({ name }: { name: string }) => name);

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
