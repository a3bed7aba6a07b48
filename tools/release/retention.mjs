/**
 * Which builds a site keeps. Never dropped: the live build, the known-good one (the page falls back to
 * it), the one `--rollback` would go to (and the one it would go to next, from the known-good build), and
 * every pinned one; beside them the newest few, and the others
 * are dropped, each said by name with why. A site that would have to hold more than `most` builds
 * refuses, saying which it must keep.
 */
import { buildsNamed, rollbackTarget } from './releaseFile.mjs';

/** The newest builds a site keeps beside the live, known-good, rollback-target and pinned ones. */
export const KEEP_NEWEST = 3;
/** The most builds a site holds: past it, a publish refuses rather than drop a build the page or a team relies on. */
export const MOST_KEPT = 8;

/** The build `--rollback` would go to, if it has one. */
function rollbackTo(release) {
  try {
    return rollbackTarget(release).id;
  } catch {
    return undefined;
  }
}

/**
 * The builds `--rollback` would go to, now and once it has gone back to the known-good build: a team that
 * rolls back, finds the known-good build wanting too and rolls back again still has somewhere to go.
 */
function rollbackTargets(release) {
  const now = rollbackTo(release);
  const fromKnownGood = release.knownGood === undefined ? undefined : rollbackTo({ ...release, live: release.knownGood });
  return [...new Set([now, fromKnownGood].filter((id) => id !== undefined))].sort((a, b) => b - a);
}

const stateOf = (build) => (build.rolledBack !== undefined ? 'rolled back from' : build.check === 'passed' ? 'passed its check' : build.check === 'failed' ? 'failed its check' : 'never checked');

/**
 * @returns {{ release: object, dropped: { id: number, state: string }[] }}  dropped: by id, with what it was
 */
export function retain(release, { newest = KEEP_NEWEST, most = MOST_KEPT } = {}) {
  const targets = rollbackTargets(release);
  const needed = new Set([release.live, release.knownGood, ...targets, ...release.pins].filter((id) => id !== undefined));
  const byNewest = [...release.builds].sort((a, b) => b.id - a.id);
  const builds = byNewest.filter((build, index) => index < newest || needed.has(build.id));
  if (builds.length > most) {
    const roles = `live ${release.live ?? 'none'}, known-good ${release.knownGood ?? 'none'}, --rollback's targets ${targets.join(', ') || 'none'}, pinned ${release.pins.join(', ') || 'none'}, newest ${byNewest.slice(0, newest).map((b) => b.id).join(', ')}`;
    throw new Error(`Refusing to publish: the site would keep ${builds.length} builds (${roles}), more than ${most}, and never drops a live, known-good, rollback-target or pinned one. Unpin one first (--unpin <n>).`);
  }
  const dropped = byNewest.filter((build) => !builds.includes(build)).map((build) => ({ id: build.id, state: stateOf(build) }));
  return { release: { ...release, builds }, dropped };
}

/** What a publish dropped and why, by name: "dropped build 1 (passed its check), older than the newest 3 and …". */
export function describeDropped(dropped, newest = KEEP_NEWEST) {
  if (dropped.length === 0) return 'dropped none';
  const each = dropped.map(({ id, state }) => `${buildsNamed([id])} (${state})`).join(', ');
  return `dropped ${each}: ${dropped.length > 1 ? 'each is' : 'it is'} older than the newest ${newest}, and neither live, known-good, pinned nor the build --rollback would go to`;
}
