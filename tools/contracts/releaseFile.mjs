/**
 * The release file's transitions: pure functions, each returning a new release file or refusing, saying
 * why. Its grammar (what a build is, its states, the live one, known-good, pins) is the contracts'
 * (shared/src/release/releaseFile.ts), which the host and the shop's function read too.
 */
import { NO_RELEASE, RELEASE_FILE, ReleaseFileSchema } from '../../shared/src/release/releaseFile.ts';

export { NO_RELEASE, RELEASE_FILE };

/**
 * How a local server answers for a site with no release file (a remote's dev server, the local stack):
 * the page asks for it only when a remote fails, and a 404 would be one more console error.
 */
export function noReleaseMiddleware(_req, res) {
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.end(JSON.stringify(NO_RELEASE));
}

/** A live site's release file, refused when a publish could not safely build on it. */
export function parseRelease(text, url) {
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = ReleaseFileSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${url} is not a release file this tool wrote; refusing to publish over it`);
  return parsed.data;
}

function kept(release, id) {
  const build = release.builds.find((candidate) => candidate.id === id);
  if (!build) throw new Error(`Build ${id} is not kept on the site (kept: ${release.builds.map((b) => b.id).join(', ') || 'none'}).`);
  return build;
}

function withCheck(release, id, check) {
  kept(release, id);
  return { ...release, builds: release.builds.map((build) => (build.id === id ? { ...build, ...check } : build)) };
}

/** Now, as the release file writes a time. */
const now = () => new Date().toISOString();

/**
 * Shoppers get build `id` from `time` on: it is live since then, and the build they leave stopped being
 * live then. A build live again forgets when it last stopped: it has not, yet.
 */
function goLive(release, id, time) {
  if (id === release.live) return release;
  const builds = release.builds.map((build) => {
    if (build.id === release.live) return { ...build, liveUntil: time };
    if (build.id !== id) return build;
    const live = { ...build, liveFrom: time };
    delete live.liveUntil;
    return live;
  });
  return { ...release, live: id, builds };
}

/**
 * A release file written before live times were recorded (its live build says no `liveFrom`) records
 * them from `time` on: its live build is taken to be live since then, and every other build, which may
 * have been live until then for all the file says, to have been live until then. Every command starts
 * from the site this gives, so that retention never drops a build a page opened before then may hold.
 */
export function recordLiveTimes(release, time) {
  const live = release.builds.find((build) => build.id === release.live);
  if (!live || live.liveFrom !== undefined) return release;
  return {
    ...release,
    builds: release.builds.map((build) => (build === live ? { ...build, liveFrom: time } : build.liveUntil === undefined ? { ...build, liveUntil: time } : build)),
  };
}

/** A new build, numbered after every other, kept but not yet live: its check is pending. */
export function addCandidate(release, { source, time, files }) {
  const id = Math.max(0, ...release.builds.map((build) => build.id)) + 1;
  return { ...release, builds: [{ id, source, time, files, check: 'pending' }, ...release.builds] };
}

/** The candidate passed its check: it is live from `time`, and the build the page falls back to. */
export function passCheck(release, id, time = now()) {
  return { ...goLive(withCheck(release, id, { check: 'passed' }), id, time), knownGood: id };
}

/** The candidate failed its check: it stays kept, with the reason, and nothing shoppers get changes. */
export function failCheck(release, id, reason) {
  return withCheck(release, id, { check: 'failed', reason });
}

/** Why a build an earlier release left `pending` is failed now. */
export const ENDED_PENDING = 'its release ended before its check did';

/** The builds an earlier release left `pending`: its command was killed before it could say how the check went. */
export const leftPending = (release) => release.builds.filter((build) => build.check === 'pending');

/**
 * Every build an earlier release left `pending`: failed, since no check passed it. Every command starts
 * from the site this gives, and says which builds it failed (leftPending), so none publishes a pending
 * build it did not add.
 */
export function settlePending(release) {
  return { ...release, builds: release.builds.map((build) => (build.check === 'pending' ? { ...build, check: 'failed', reason: ENDED_PENDING } : build)) };
}

/** A build the page may fall back to: it passed its check, and no rollback has taken shoppers off it since. */
const trusted = (build) => build.check === 'passed' && build.rolledBack === undefined;

/**
 * Any kept build made live from `time`. It becomes known-good only if it is trusted, so the page can
 * still fall back from a build the team made live against its check, or had rolled back from.
 */
export function makeLive(release, id, time = now()) {
  const build = kept(release, id);
  return { ...goLive(release, id, time), knownGood: trusted(build) ? id : release.knownGood };
}

/** What a kept build is, in a few words: "passed its check", "rolled back from"… */
export const stateOf = (build) => (build.rolledBack !== undefined ? 'rolled back from' : build.check === 'passed' ? 'passed its check' : build.check === 'failed' ? 'failed its check' : 'never checked');

/**
 * The builds `--to` takes, as a refusal suggests them: every kept build but the live one, newest first,
 * each with what it is ("5 (passed its check), 4 (rolled back from) or 1 (failed its check)"); nothing
 * when no other build is kept.
 */
export function toChoices(release) {
  const others = release.builds.filter((build) => build.id !== release.live).sort((a, b) => b.id - a.id);
  const each = others.map((build) => `${build.id} (${stateOf(build)})`);
  return each.length < 2 ? each.join('') : `${each.slice(0, -1).join(', ')} or ${each.at(-1)}`;
}

/** What to type instead, when `--to` cannot take the build named or `--rollback` finds no target. */
function otherwise(release, lead) {
  const choices = toChoices(release);
  return choices ? `${lead} ${choices}.` : 'No other build is kept: release one that passes its check.';
}

/** `--to <n>`: build n live from `time`, refused, with the builds it takes, where n is not kept or already live. */
export function goTo(release, id, time = now()) {
  if (id === release.live) throw new Error(`Build ${id} is already live. ${otherwise(release, '--to <n> takes another kept build:')}`);
  if (!release.builds.some((build) => build.id === id)) throw new Error(`Build ${id} is not kept on the site. ${otherwise(release, '--to <n> takes a kept build:')}`);
  return makeLive(release, id, time);
}

/** "build 2", "builds 2 and 3", "builds 1, 2 and 3". */
export function buildsNamed(ids) {
  const sorted = [...ids].sort((a, b) => a - b);
  if (sorted.length < 2) return `build ${sorted[0]}`;
  return `builds ${sorted.slice(0, -1).join(', ')} and ${sorted.at(-1)}`;
}

/** Why each kept build before the live one is not one to roll back to: "builds 2 and 3 were rolled back from, build 1 failed its check". */
function untrustedBefore(release) {
  const earlier = release.builds.filter((build) => build.id < release.live && !trusted(build));
  const groups = [
    [earlier.filter((build) => build.rolledBack !== undefined), 'was rolled back from', 'were rolled back from'],
    [earlier.filter((build) => build.rolledBack === undefined && build.check === 'failed'), 'failed its check', 'failed their check'],
    [earlier.filter((build) => build.rolledBack === undefined && build.check !== 'failed'), 'never passed its check', 'never passed their check'],
  ];
  return groups.filter(([builds]) => builds.length > 0).map(([builds, one, many]) => `${buildsNamed(builds.map((build) => build.id))} ${builds.length > 1 ? many : one}`);
}

/**
 * What `--rollback` makes live, and why that one: the known-good build where the live one is not it, else
 * the newest earlier trusted one. Refuses, naming every build it looked at, when there is none.
 * @returns {{ id: number, why: string }}
 */
export function rollbackTarget(release) {
  if (release.live === undefined) throw new Error('Nothing is live on the site yet: there is nothing to roll back.');
  if (release.knownGood !== undefined && release.knownGood !== release.live) return { id: release.knownGood, why: `the known-good build (live ${release.live} is not)` };
  const earlier = release.builds.filter((build) => build.id < release.live && trusted(build)).sort((a, b) => b.id - a.id)[0];
  if (!earlier) {
    const looked = release.builds.some((build) => build.id < release.live) ? `: ${untrustedBefore(release).join(', ')}` : ': no build is kept before it';
    throw new Error(`Cannot roll back: no build before the live one (${release.live}) passed its check and was not rolled back from${looked}. ${otherwise(release, '--to <n> makes another kept build live all the same:')}`);
  }
  const skippedNewer = untrustedBeforeFrom(release, earlier.id);
  return { id: earlier.id, why: `the newest build before the live one (${release.live}) that passed its check and was not rolled back from${skippedNewer.length ? `; ${skippedNewer.join(', ')}` : ''}` };
}

/** The untrusted builds between `from` and the live one, said as untrustedBefore says them. */
function untrustedBeforeFrom(release, from) {
  return untrustedBefore({ ...release, builds: release.builds.filter((build) => build.id > from) });
}

/**
 * `--rollback`: shoppers are taken off the live build, which is marked so (its check result stays), and
 * the build rollbackTarget names is live.
 */
export function rollBack(release, time) {
  const { id } = rollbackTarget(release);
  return makeLive(withCheck(release, release.live, { rolledBack: time }), id, time);
}

export function pin(release, id) {
  kept(release, id);
  return { ...release, pins: [...new Set([...release.pins, id])].sort((a, b) => a - b) };
}

export function unpin(release, id) {
  if (!release.pins.includes(id)) throw new Error(`Build ${id} is not pinned (pinned: ${release.pins.join(', ') || 'none'}).`);
  return { ...release, pins: release.pins.filter((pinned) => pinned !== id) };
}
