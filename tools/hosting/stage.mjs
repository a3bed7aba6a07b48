/**
 * Writes a Firebase project folder that ships some of the sites: a copy of each one's build as a deploy
 * uploads it, without what its `ignore` leaves out (the host's with the `env.js` it is to serve), and
 * the `firebase.json` (sites.mjs: completed for the environment) and `.firebaserc` (each target's site
 * in the project) that `firebase deploy` or the Hosting emulator read. A copy, so that a deploy's
 * `env.js` never lands in an app's own dist/, and so that the emulator has no more than Hosting would.
 */
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HOST } from '../apps.mjs';
import { deployedFiles, hostingSites, ROOT } from '../sites/sites.mjs';

/**
 * The config files of a Firebase project folder `dir` whose `hosting` sites' `public` folders are in it.
 * @param {{ dir: string, project: string, sites: Record<string, string>, hosting: object[], emulators?: object, functions?: object[] }} options
 *        sites: the Hosting site of each target; functions: firebase.json's `functions`, for the emulator
 */
export function writeFirebaseProject({ dir, project, sites, hosting, emulators, functions }) {
  const targets = Object.fromEntries(Object.entries(sites).map(([target, site]) => [target, [site]]));
  writeFileSync(path.join(dir, 'firebase.json'), `${JSON.stringify({ ...(emulators ? { emulators } : {}), ...(functions ? { functions } : {}), hosting }, null, 2)}\n`);
  writeFileSync(path.join(dir, '.firebaserc'), `${JSON.stringify({ projects: { default: project }, targets: { [project]: { hosting: targets } } }, null, 2)}\n`);
  return path.join(dir, 'firebase.json');
}

/**
 * @param {object} stage
 * @param {string} stage.dir  the folder, emptied first
 * @param {NodeJS.ProcessEnv} stage.env  the environment the sites are completed for
 * @param {string} stage.envScript  the `/env.js` the host's site serves
 * @param {string} stage.project  the Firebase project
 * @param {Record<string, string>} stage.sites  the Hosting site of each target to ship
 * @param {object} [stage.emulators]  firebase.json's `emulators`, for the Hosting emulator
 * @param {object[]} [stage.functions]  firebase.json's `functions`, for the Functions emulator beside it
 * @param {Record<string, { inlineStyles: string[], inlineScripts: string[] }>} [stage.alsoInline]  by target, inline
 *        styles and scripts of earlier deploys' pages its policy admits too (sites.mjs)
 */
export function stageHosting({ dir, env, envScript, project, sites, emulators, functions, alsoInline }) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const hosting = hostingSites({ env, alsoInline }).filter((site) => site.target in sites);
  for (const site of hosting) {
    const built = path.join(ROOT, site.public);
    if (!existsSync(path.join(built, 'index.html'))) throw new Error(`${site.public} is missing: build it first (npm run build -w ${path.dirname(site.public)}).`);
    for (const file of deployedFiles(built)) cpSync(path.join(built, file), path.join(dir, site.public, file));
    if (site.target === HOST.hosting) writeFileSync(path.join(dir, site.public, 'env.js'), envScript);
  }
  return writeFirebaseProject({ dir, project, sites, hosting, emulators, functions });
}
