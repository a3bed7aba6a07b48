// The release file's transitions, each returning a new release file or refusing, saying why; its grammar
// is the contracts', which the host and the shop's function read too.
import { NO_RELEASE, RELEASE_FILE, ReleaseFileSchema } from '../../shared/src/release/releaseFile.ts';

export { NO_RELEASE, RELEASE_FILE };

/** The page asks for it only when a remote fails, and a 404 would be one more console error. */
export function noReleaseMiddleware(_req, res) {
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.end(JSON.stringify(NO_RELEASE));
}

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

const now = () => new Date().toISOString();

/** A build live again forgets when it last stopped: it has not, yet. */
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

// A file written before live times were recorded: every build may have been live until `time` for all it
// says, so retention never drops one a page opened before then may hold.
export function recordLiveTimes(release, time) {
  const live = release.builds.find((build) => build.id === release.live);
  if (!live || live.liveFrom !== undefined) return release;
  return {
    ...release,
    builds: release.builds.map((build) => (build === live ? { ...build, liveFrom: time } : build.liveUntil === undefined ? { ...build, liveUntil: time } : build)),
  };
}

export function addCandidate(release, { source, time, files }) {
  const id = Math.max(0, ...release.builds.map((build) => build.id)) + 1;
  return { ...release, builds: [{ id, source, time, files, check: 'pending' }, ...release.builds] };
}

export function passCheck(release, id, time = now()) {
  return { ...goLive(withCheck(release, id, { check: 'passed' }), id, time), knownGood: id };
}

export function failCheck(release, id, reason) {
  return withCheck(release, id, { check: 'failed', reason });
}

export const ENDED_PENDING = 'its release ended before its check did';

/** Left by a release killed before it could say how the check went. */
export const leftPending = (release) => release.builds.filter((build) => build.check === 'pending');

/** Failed, since no check passed them: every command starts from this, so none publishes a pending build it did not add. */
export function settlePending(release) {
  return { ...release, builds: release.builds.map((build) => (build.check === 'pending' ? { ...build, check: 'failed', reason: ENDED_PENDING } : build)) };
}

const trusted = (build) => build.check === 'passed' && build.rolledBack === undefined;

/** Known-good only if trusted, so the page can still fall back from a build made live against its check. */
export function makeLive(release, id, time = now()) {
  const build = kept(release, id);
  return { ...goLive(release, id, time), knownGood: trusted(build) ? id : release.knownGood };
}

export const stateOf = (build) => (build.rolledBack !== undefined ? 'rolled back from' : build.check === 'passed' ? 'passed its check' : build.check === 'failed' ? 'failed its check' : 'never checked');

/** "5 (passed its check), 4 (rolled back from) or 1 (failed its check)". */
export function toChoices(release) {
  const others = release.builds.filter((build) => build.id !== release.live).sort((a, b) => b.id - a.id);
  const each = others.map((build) => `${build.id} (${stateOf(build)})`);
  return each.length < 2 ? each.join('') : `${each.slice(0, -1).join(', ')} or ${each.at(-1)}`;
}

function otherwise(release, lead) {
  const choices = toChoices(release);
  return choices ? `${lead} ${choices}.` : 'No other build is kept: release one that passes its check.';
}

export function goTo(release, id, time = now()) {
  if (id === release.live) throw new Error(`Build ${id} is already live. ${otherwise(release, '--to <n> takes another kept build:')}`);
  if (!release.builds.some((build) => build.id === id)) throw new Error(`Build ${id} is not kept on the site. ${otherwise(release, '--to <n> takes a kept build:')}`);
  return makeLive(release, id, time);
}

export function buildsNamed(ids) {
  const sorted = [...ids].sort((a, b) => a - b);
  if (sorted.length < 2) return `build ${sorted[0]}`;
  return `builds ${sorted.slice(0, -1).join(', ')} and ${sorted.at(-1)}`;
}

function untrustedBefore(release) {
  const earlier = release.builds.filter((build) => build.id < release.live && !trusted(build));
  const groups = [
    [earlier.filter((build) => build.rolledBack !== undefined), 'was rolled back from', 'were rolled back from'],
    [earlier.filter((build) => build.rolledBack === undefined && build.check === 'failed'), 'failed its check', 'failed their check'],
    [earlier.filter((build) => build.rolledBack === undefined && build.check !== 'failed'), 'never passed its check', 'never passed their check'],
  ];
  return groups.filter(([builds]) => builds.length > 0).map(([builds, one, many]) => `${buildsNamed(builds.map((build) => build.id))} ${builds.length > 1 ? many : one}`);
}

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

function untrustedBeforeFrom(release, from) {
  return untrustedBefore({ ...release, builds: release.builds.filter((build) => build.id > from) });
}

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
