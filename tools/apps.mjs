// The one list of the apps. `name` is a remote's federation name, its key in /env.js and its CSS prefix;
// `exposes` is a remote's one exposed component, and the host has none; `swappable`, that the host may mount
// its live build in place of a running one whose files have gone (not auth: Firebase's session, opened once
// for the page's life, would go on beside a second one).
import { readFileSync } from 'node:fs';

const { apps, services } = JSON.parse(readFileSync(new URL('./apps.json', import.meta.url), 'utf8'));

export const APPS = apps;
export const HOST = apps.find((app) => !app.exposes);
export const REMOTES = apps.filter((app) => app.exposes);
/** What the host's build gives its code of each remote (host/src/federation/remoteContract.ts). */
export const hostRemotes = (remotes) =>
  Object.fromEntries(remotes.map(({ name, exposes, swappable }) => [name, { exposes: `${name}/${Object.keys(exposes)[0].replace('./', '')}`, ...(swappable && { swappable }) }]));
export const HOST_REMOTES = hostRemotes(REMOTES);
export const SERVICE_PORTS = services;
export const PORTS = { ...Object.fromEntries(apps.map((app) => [app.name, app.port])), ...services };

export function appNamed(name) {
  const app = apps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`No app named "${name}" in tools/apps.json`);
  return app;
}

export function appInFolder(folder) {
  const app = apps.find((candidate) => candidate.folder === folder);
  if (!app) throw new Error(`No app in folder "${folder}" in tools/apps.json`);
  return app;
}
