// Whether `npm start` must install first, by content: npm's hidden lockfile (node_modules/.package-lock.json)
// against package-lock.json. A file's date says nothing, and a needless install hangs with no network.
// Plain Node only: `npm start` reads it before anything is installed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// A registry address is not compared: .npmrc keeps it out of the lockfile, and the integrity names the files.
const differs = (found, wanted) =>
  ['version', 'integrity', 'link'].some((field) => (found[field] ?? null) !== (wanted[field] ?? null)) || (wanted.link && found.resolved !== wanted.resolved);

const isInstalledPackage = (location) => location.includes('node_modules/');
const shown = (location) => location.replace(/^node_modules\//, '');

function described(entry) {
  return entry.link ? `a link to ${entry.resolved}` : entry.version;
}

export function installedDifferences(locked, installed) {
  const differences = [];
  for (const [location, wanted] of Object.entries(locked)) {
    if (!isInstalledPackage(location)) continue;
    const found = installed[location];
    if (found === undefined) {
      // npm leaves out optional packages for another platform, or that failed to build, and would again.
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

/** A package npm recorded whose folder has gone since is not installed. */
export function readInstallState(root) {
  const locked = readPackages(path.join(root, 'package-lock.json'));
  const recorded = readPackages(path.join(root, 'node_modules', '.package-lock.json'));
  const installed = recorded && Object.fromEntries(Object.entries(recorded).filter(([location]) => existsSync(path.join(root, location))));
  return { locked, installed };
}
