// A Firebase project folder holding copies of the builds, so that a deploy's env.js never lands in an app's
// own dist/, and the Hosting emulator has no more than Hosting would.
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HOST } from '../apps.mjs';
import { deployedFiles, hostingSites, ROOT } from '../sites/sites.mjs';
import { ROBOTS_FILE, robotsTxt } from './robots.mjs';
import { RETIRED_WORKER, WORKER_FILE, workerRetired } from '../contracts/retiredWorker.mjs';

export function writeFirebaseProject({ dir, project, sites, hosting, emulators, functions }) {
  const targets = Object.fromEntries(Object.entries(sites).map(([target, site]) => [target, [site]]));
  writeFileSync(path.join(dir, 'firebase.json'), `${JSON.stringify({ ...(emulators ? { emulators } : {}), ...(functions ? { functions } : {}), hosting }, null, 2)}\n`);
  writeFileSync(path.join(dir, '.firebaserc'), `${JSON.stringify({ projects: { default: project }, targets: { [project]: { hosting: targets } } }, null, 2)}\n`);
  return path.join(dir, 'firebase.json');
}

/** What the host's site serves beside its build: its `/env.js`, robots.txt, and the retiring worker when the worker is turned off. */
export function writeHostFiles(dir, { env, envScript, hostUrl }) {
  writeFileSync(path.join(dir, 'env.js'), envScript);
  writeFileSync(path.join(dir, ROBOTS_FILE), robotsTxt(hostUrl));
  if (workerRetired(env)) writeFileSync(path.join(dir, WORKER_FILE), RETIRED_WORKER);
}

/**
 * @param {{ dir: string, env: Record<string, string | undefined>, envScript: string, hostUrl: string, project: string,
 *   sites: Record<string, string>, emulators?: object, functions?: object[], alsoInline?: object }} options
 */
export function stageHosting({ dir, env, envScript, hostUrl, project, sites, emulators, functions, alsoInline }) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const hosting = hostingSites({ env, alsoInline }).filter((site) => site.target in sites);
  for (const site of hosting) {
    const built = path.join(ROOT, site.public);
    if (!existsSync(path.join(built, 'index.html'))) throw new Error(`${site.public} is missing: build it first (npm run build -w ${path.dirname(site.public)}).`);
    for (const file of deployedFiles(built)) cpSync(path.join(built, file), path.join(dir, site.public, file));
    if (site.target === HOST.hosting) writeHostFiles(path.join(dir, site.public), { env, envScript, hostUrl });
  }
  return writeFirebaseProject({ dir, project, sites, hosting, emulators, functions });
}
