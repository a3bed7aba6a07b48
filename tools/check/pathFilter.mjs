// A workflow's `paths` as GitHub reads them: the last pattern that matches wins, a `!` one taking back
// what came before; names starting with a dot match too.
import { minimatch } from 'minimatch';

export function matchesPaths(file, patterns) {
  let matched = false;
  for (const pattern of patterns) {
    const negated = pattern.startsWith('!');
    if (minimatch(file, negated ? pattern.slice(1) : pattern, { dot: true })) matched = !negated;
  }
  return matched;
}
