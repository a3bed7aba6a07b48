// Which builds a site keeps. Never dropped: live, known-good, two --rollbacks' targets, pins, a pending
// candidate. Then, as room allows: builds an open page may still load from, and the newest few. Builds
// kept only for open pages give way before a release is refused, and each dropped early is named.
import { PAGE_LIFETIME_HOURS } from '../hosting/pageLifetime.mjs';
import { buildsNamed, rollBack, rollbackTarget, stateOf } from '../contracts/releaseFile.mjs';

export const KEEP_NEWEST = 3;
/** Past this, a publish refuses rather than drop a build the page or a team relies on. */
export const MOST_KEPT = 8;

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

const trusted = (build) => build.check === 'passed' && build.rolledBack === undefined;

const byKeeping = (a, b) => Number(trusted(b)) - Number(trusted(a)) || b.id - a.id;

/** A dropped build's `forRoom`: dropped only for room, so it may still be on an open page. */
export function retain(release, { now = new Date(), newest = KEEP_NEWEST, most = MOST_KEPT, pageLifetimeHours = PAGE_LIFETIME_HOURS } = {}) {
  const targets = rollbackTargets(release, now.toISOString());
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
