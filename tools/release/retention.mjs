/**
 * Which builds a site keeps. Never dropped: the live build, the known-good one (the page falls back to
 * it), the builds two `--rollback`s in a row would go to (so that each has a target), every pinned one,
 * and a candidate still being checked. A site that would have to hold more than `most` of these refuses, saying which it must keep.
 *
 * Beside them, while the site has room for them under `most`: every build live at any moment in the last
 * PAGE_LIFETIME_HOURS (a page opened then still asks for its files), and the newest few, passed builds before
 * failed or rolled-back ones. Where there is no room for all of these, failed and rolled-back builds go
 * before passed ones, and older before newer: a team releasing many times a day is never refused a
 * release by builds kept only for pages that may still be open, and the publish names each one it drops
 * early. Every dropped build is said by name, with why.
 */
import { PAGE_LIFETIME_HOURS } from '../hosting/pageLifetime.mjs';
import { buildsNamed, rollBack, rollbackTarget, stateOf } from '../contracts/releaseFile.mjs';

/** The newest builds a site keeps as spares beside the others, passed builds first. */
export const KEEP_NEWEST = 3;
/** The most builds a site holds: past it, a publish refuses rather than drop a build the page or a team relies on. */
export const MOST_KEPT = 8;

/** The builds two `--rollback`s in a row would go to, the first first: as many as have a target. */
function rollbackTargets(release, time) {
  const targets = [];
  let site = release;
  while (targets.length < 2) {
    try {
      targets.push(rollbackTarget(site).id);
      site = rollBack(site, time);
    } catch {
      break;
    }
  }
  return targets;
}

/** A build the page may fall back to: it passed its check, and no rollback has taken shoppers off it since. */
const trusted = (build) => build.check === 'passed' && build.rolledBack === undefined;

/** Passed builds first, then newest first: the order in which builds that need not be kept are kept. */
const byKeeping = (a, b) => Number(trusted(b)) - Number(trusted(a)) || b.id - a.id;

/**
 * @param {object} release
 * @param {{ now?: Date, newest?: number, most?: number, pageLifetimeHours?: number }} [options]  now: when the publish is
 * @returns {{ release: object, dropped: { id: number, state: string, liveUntil?: string, forRoom: boolean }[] }}
 *          dropped: by id, with what it was, and whether it was dropped only for room (it may still be on an open page)
 */
export function retain(release, { now = new Date(), newest = KEEP_NEWEST, most = MOST_KEPT, pageLifetimeHours = PAGE_LIFETIME_HOURS } = {}) {
  const targets = rollbackTargets(release, now.toISOString());
  // A candidate still pending is being checked by the release that added it.
  const checking = release.builds.filter((build) => build.check === 'pending').map((build) => build.id);
  const needed = new Set([release.live, release.knownGood, ...targets, ...release.pins, ...checking].filter((id) => id !== undefined));
  const byNewest = [...release.builds].sort((a, b) => b.id - a.id);
  if (needed.size > most) {
    const roles = `live ${release.live ?? 'none'}, known-good ${release.knownGood ?? 'none'}, --rollback's targets ${targets.join(', ') || 'none'}, pinned ${release.pins.join(', ') || 'none'}`;
    throw new Error(`Refusing to publish: the site would keep ${needed.size} builds (${roles}), more than ${most}, and never drops a live, known-good, rollback-target or pinned one. Unpin one first (--unpin <n>).`);
  }
  const since = now.getTime() - pageLifetimeHours * 3_600_000;
  const onOpenPages = (build) => build.liveUntil !== undefined && Date.parse(build.liveUntil) >= since;
  const spares = new Set([...release.builds].sort(byKeeping).slice(0, newest).map((build) => build.id));
  const wanted = [...release.builds].filter((build) => !needed.has(build.id) && (spares.has(build.id) || onOpenPages(build))).sort(byKeeping);
  const kept = new Set([...needed, ...wanted.slice(0, most - needed.size).map((build) => build.id)]);
  const forRoom = new Set(wanted.map((build) => build.id));
  const dropped = byNewest
    .filter((build) => !kept.has(build.id))
    .map((build) => ({ id: build.id, state: stateOf(build), ...(build.liveUntil !== undefined && { liveUntil: build.liveUntil }), forRoom: forRoom.has(build.id) }));
  return { release: { ...release, builds: byNewest.filter((build) => kept.has(build.id)) }, dropped };
}

/**
 * What a publish dropped and why, by name: "dropped build 1 (passed its check): it is neither live, …";
 * a build dropped only for room is said apart, with when it was last live.
 */
export function describeDropped(dropped, { newest = KEEP_NEWEST, most = MOST_KEPT, pageLifetimeHours = PAGE_LIFETIME_HOURS } = {}) {
  if (dropped.length === 0) return 'dropped none';
  const said = [];
  const unwanted = dropped.filter((build) => !build.forRoom);
  if (unwanted.length > 0) {
    const each = unwanted.map(({ id, state }) => `${buildsNamed([id])} (${state})`).join(', ');
    said.push(`dropped ${each}: ${unwanted.length > 1 ? 'each is' : 'it is'} neither live, known-good, pinned, a build two --rollbacks in a row would go to, among the newest ${newest} (passed builds first), nor live in the last ${pageLifetimeHours} hours`);
  }
  const early = dropped.filter((build) => build.forRoom);
  if (early.length > 0) {
    const each = early.map(({ id, state, liveUntil }) => `${buildsNamed([id])} (${state}${liveUntil ? `, live until ${liveUntil}` : ''})`).join(', ');
    const onPages = early.some(({ liveUntil }) => liveUntil !== undefined) ? `: a page opened while ${early.length > 1 ? 'one of them' : 'it'} was live may still ask for its files` : '';
    said.push(`to keep the site within ${most} builds, dropped ${each}${onPages}`);
  }
  return said.join('; ');
}
