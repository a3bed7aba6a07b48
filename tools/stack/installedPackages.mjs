/**
 * Whether `npm start` must install first: what npm installed in node_modules, against what
 * package-lock.json asks for, judged by content. npm writes what it installed to its hidden lockfile,
 * node_modules/.package-lock.json, in the lockfile's own shape, so the two compare package by package: a
 * file's date says nothing (a branch switched, a lockfile checked out again), and an install that was not
 * needed still asks the registry, which hangs with no network.
 *
 * Only node's modules are compared, not the workspaces' own folders, which are the sources themselves.
 * A locked optional package that is not installed is no difference: npm leaves out those made for another
 * platform or that failed to build, and an install would leave them out again.
 *
 * Plain Node only: `npm start` reads it before anything is installed.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What tells one installed package from another: its version and the hash of its files, or for a link
 * (a workspace) the folder it points at. A registry address is not compared: .npmrc keeps it out of the
 * lockfile, and it names the same files wherever they came from.
 */
const differs = (found, wanted) =>
  ['version', 'integrity', 'link'].some((field) => (found[field] ?? null) !== (wanted[field] ?? null)) || (wanted.link && found.resolved !== wanted.resolved);

const isInstalledPackage = (location) => location.includes('node_modules/');
/** `webpack`, `@types/node`, `host/node_modules/zod`: where a package stands, as short as it is clear. */
const shown = (location) => location.replace(/^node_modules\//, '');

/** `5.111.1`, `a link to host`. */
function described(entry) {
  return entry.link ? `a link to ${entry.resolved}` : entry.version;
}

/**
 * Each way the installed packages differ from the locked ones, one line each, in the lockfile's order and
 * then the extraneous: nothing when they match.
 * @param {Record<string, object>} locked  package-lock.json's `packages`
 * @param {Record<string, object>} installed  node_modules/.package-lock.json's `packages`, of those still on disk
 * @returns {string[]}
 */
export function installedDifferences(locked, installed) {
  const differences = [];
  for (const [location, wanted] of Object.entries(locked)) {
    if (!isInstalledPackage(location)) continue;
    const found = installed[location];
    if (found === undefined) {
      if (!wanted.optional) differences.push(`${shown(location)}: not installed, the lockfile asks for ${described(wanted)}`);
      continue;
    }
    if (!differs(found, wanted)) continue;
    const same = described(found) === described(wanted);
    differences.push(`${shown(location)}: ${same ? `another build of ${described(found)}` : described(found)} installed, the lockfile asks for ${described(wanted)}`);
  }
  for (const location of Object.keys(installed)) {
    if (isInstalledPackage(location) && !(location in locked)) differences.push(`${shown(location)}: installed, not in the lockfile`);
  }
  return differences;
}

/**
 * Why `npm start` must install before it builds, or undefined when what is installed is what the lockfile
 * asks for.
 * @param {{ locked?: Record<string, object>, installed?: Record<string, object> }} state  either missing
 *        when its file is
 * @param {number} [shownAtMost]  the differences listed; the rest are counted
 * @returns {string | undefined}
 */
export function installReason({ locked, installed }, shownAtMost = 10) {
  if (locked === undefined) return 'there is no package-lock.json to compare node_modules with';
  if (installed === undefined) return 'nothing is installed (node_modules/.package-lock.json, where npm writes what it installed, is missing)';
  const differences = installedDifferences(locked, installed);
  if (differences.length === 0) return undefined;
  const more = differences.length - shownAtMost;
  const listed = differences.slice(0, shownAtMost).map((line) => `  ${line}`);
  return [
    `node_modules is not what package-lock.json asks for (${differences.length} ${differences.length === 1 ? 'package differs' : 'packages differ'}):`,
    ...listed,
    ...(more > 0 ? [`  …and ${more} more`] : []),
  ].join('\n');
}

const readPackages = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).packages ?? {} : undefined);

/**
 * The lockfile's packages and the installed ones of a checkout; a package npm recorded whose folder has
 * gone since is not installed.
 * @param {string} root  the repository's folder
 */
export function readInstallState(root) {
  const locked = readPackages(path.join(root, 'package-lock.json'));
  const recorded = readPackages(path.join(root, 'node_modules', '.package-lock.json'));
  const installed = recorded && Object.fromEntries(Object.entries(recorded).filter(([location]) => existsSync(path.join(root, location))));
  return { locked, installed };
}
