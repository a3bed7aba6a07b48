/**
 * Whether a change to a file sets off a workflow with these `paths`, as GitHub decides it: every pattern
 * is tried in order, a `!` pattern takes back what the ones before it matched, and the last pattern that
 * matches wins. `*` matches within one folder, `**` across folders; names starting with a dot match too.
 */
import { minimatch } from 'minimatch';

/**
 * @param {string} file  a path from the repository's root, `tools/apps.json`
 * @param {string[]} patterns  a workflow's `on.<event>.paths`
 */
export function matchesPaths(file, patterns) {
  let matched = false;
  for (const pattern of patterns) {
    const negated = pattern.startsWith('!');
    if (minimatch(file, negated ? pattern.slice(1) : pattern, { dot: true })) matched = !negated;
  }
  return matched;
}
