/**
 * The one list of the storefront's apps (tools/apps.json), read by everything that needs to know them:
 * the builds, the local stack, the Hosting sites and the deploy. An app is
 *
 *   name     its federation name (a remote's container and the key of its address in /env.js), and the
 *            prefix of its CSS classes
 *   folder   its workspace
 *   port     where the local stack and its dev server serve it
 *   hosting  its Firebase Hosting target
 *   exposes  a remote's one exposed component (module → source); the host has none
 *
 * A remote joins with its folder, one entry here and its place in the host's list of remotes; `npm run
 * new-team` writes the folder and every other list that names the teams (docs/architecture.md).
 */
import { readFileSync } from 'node:fs';

const { apps, services } = JSON.parse(readFileSync(new URL('./apps.json', import.meta.url), 'utf8'));

export const APPS = apps;
export const HOST = apps.find((app) => !app.exposes);
export const REMOTES = apps.filter((app) => app.exposes);
/** The ports of the emulators the local stack runs beside the apps. */
export const SERVICE_PORTS = services;
/** Every port the local stack listens on, by what listens there. */
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
