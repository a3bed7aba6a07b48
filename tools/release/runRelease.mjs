// One team's release on its own site, as `npm run release -- cart` runs it, and the e2e suite with a local
// site and publisher. Every step that changes the site publishes it whole, with the builds retention keeps.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { HOST } from '../apps.mjs';
import { ROOT, SITE_RULES } from '../sites/sites.mjs';
import { checkCandidate } from './check.mjs';
import { checkJourneys } from './journeys.mjs';
import { journeysNow, readBuildSource, readFailedCheck, readPassedCheck, sourcesToCheck, vouchFor } from './provenance.mjs';
import { addCandidate, ENDED_PENDING, failCheck, goTo, leftPending, passCheck, pin, recordLiveTimes, rollBack, rollbackTarget, settlePending, unpin } from '../contracts/releaseFile.mjs';
import { gitIsAncestor, refuseGoingBack } from './releaseOrder.mjs';
import { describeDropped, retain } from './retention.mjs';
import { buildFiles, layOutSite, liveRelease } from './siteFolder.mjs';

/** Never settles unless the signal aborts. */
function stopped(signal) {
  return new Promise((_resolve, reject) => {
    if (!signal) return;
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

export async function checkRendersAndJourneys(options) {
  return (await checkCandidate(options)) ?? (options.remote === HOST.name ? undefined : checkJourneys(options));
}

/**
 * `ready` refuses, saying why, when the site cannot be published to; `signal` (Ctrl-C) stops the check and
 * records the candidate as failed. The host's candidate is checked on `preview`, the site laid out with it
 * live at an address of its own: its pages name their files from the root. Resolves to the release file it published.
 * @param {{ app: { name: string, folder: string, hosting: string },
 *   action: { kind: 'release' } | { kind: 'rollback', to?: number } | { kind: 'pin' | 'unpin', id: number },
 *   build: boolean, siteUrl: URL, hostUrl: URL, publish: (siteDir: string) => void | Promise<void>,
 *   ready?: () => Promise<void>, preview?: (siteDir: string) => Promise<{ url: URL, close: () => Promise<void> }>, dist?: string, uncommitted?: boolean,
 *   vouch?: (input: { source?: object, uncommitted: boolean }) => { commit: string, changed: string[] },
 *   check?: typeof checkCandidate, isAncestor?: typeof gitIsAncestor, signal?: AbortSignal,
 *   log?: (message: string) => void, now?: () => Date }} options
 * @returns {Promise<{ live?: number, knownGood?: number, pins: number[], builds: object[] }>}
 */
export async function runRelease({ app, action, build, siteUrl, hostUrl, publish, ready = async () => undefined, preview, dist = path.join(ROOT, app.folder, 'dist'), uncommitted = false, vouch = ({ source, uncommitted: allowed }) => vouchFor({ folder: app.folder, source, checked: readPassedCheck(app.folder), failed: readFailedCheck(app.folder), uncommitted: allowed, journeys: journeysNow(app.folder) }), check = checkRendersAndJourneys, isAncestor = gitIsAncestor, signal, log = console.log, now = () => new Date() }) {
  const host = app.name === HOST.name;
  const dir = path.join(ROOT, '.firebase', 'release', app.hosting, 'site');
  rmSync(path.dirname(dir), { recursive: true, force: true });
  let added;
  const publishAs = async (next, { drop = true } = {}) => {
    const { release, dropped } = drop ? retain(next, { now: now() }) : { release: next, dropped: [] };
    await layOutSite({ dir, release, siteUrl, host, added });
    await publish(dir);
    log(`${app.name}: published; live ${release.live ?? 'none'}, known-good ${release.knownGood ?? 'none'}, kept ${release.builds.map((b) => b.id).join(', ')}; ${describeDropped(dropped)}`);
    return release;
  };
  // Everything the release needs from outside is asked before anything is built or changed.
  await ready();
  const found = recordLiveTimes(await liveRelease(siteUrl), now().toISOString());
  for (const { id, time } of leftPending(found)) {
    log(`${app.name}: build ${id}, uploaded ${time ?? 'at a time not recorded'}, was still "pending": the release that uploaded it ended before its check did (stopped outright, by kill -9 or a machine that went away), so no check passed it and shoppers never got it. It is recorded as failed now ("${ENDED_PENDING}"); release its source again to check it.`);
  }
  const live = settlePending(found);
  if (action.kind === 'pin') return publishAs(pin(live, action.id));
  if (action.kind === 'unpin') return publishAs(unpin(live, action.id));
  if (action.kind === 'rollback') {
    let next;
    if (action.to === undefined) {
      const { id, why } = rollbackTarget(live);
      log(`${app.name}: rolling back from build ${live.live} to build ${id}, ${why}`);
      next = rollBack(live, now().toISOString());
    } else {
      next = goTo(live, action.to, now().toISOString());
    }
    if (next.knownGood !== next.live) {
      const build = next.builds.find(({ id }) => id === next.live);
      const state = build.rolledBack !== undefined ? 'was rolled back from' : build.check === 'failed' ? 'failed its check' : 'has not passed its check';
      log(`${app.name}: build ${next.live} ${state}; the page falls back to build ${next.knownGood ?? 'none'} if it fails`);
    }
    return publishAs(next);
  }

  // Room for one more build under the retention limit once it passes, known before building it.
  const room = addCandidate(live, { files: [] });
  retain(passCheck(room, room.builds[0].id, now().toISOString()), { now: now() });
  const forward = ({ commit }) => refuseGoingBack({ remote: app.name, release: live, commit, isAncestor });
  if (build) {
    // Refuse before building; the build then records what it was made from.
    forward(vouch({ source: sourcesToCheck(app.folder), uncommitted }));
    execFileSync('npm', ['run', 'build', '-w', app.folder], { cwd: ROOT, stdio: 'inherit' });
  }
  const source = vouch({ source: readBuildSource(dist), uncommitted });
  forward(source);
  const next = addCandidate(live, { source, time: now().toISOString(), files: buildFiles(dist, SITE_RULES.ignore, { pages: host }) });
  const { id } = next.builds[0];
  added = { id, from: dist };
  const checkCandidateOf = async () => {
    if (!host) return check({ hostUrl, remote: app.name, id });
    await layOutSite({ dir, release: { ...next, live: id }, siteUrl, host, added });
    const shown = await preview(dir);
    try {
      return await check({ hostUrl: shown.url, remote: app.name, id });
    } finally {
      await shown.close();
    }
  };
  // Once uploaded the candidate is "pending" on the site: whatever happens, it must end passed or failed.
  let failure;
  try {
    // Uploaded beside the others, none dropped until it has passed; the root, what shoppers get, is still the
    // live build. The host's is checked on its preview: its site learns of it once it has passed or failed.
    if (host) log(`${app.name}: checking build ${id} on a preview of the site with it live`);
    else {
      await publishAs(next, { drop: false });
      log(`${app.name}: build ${id} uploaded as a candidate; checking it on ${hostUrl}`);
    }
    try {
      failure = await Promise.race([checkCandidateOf(), stopped(signal)]);
    } catch (error) {
      failure = `its check could not run: ${error instanceof Error ? error.message : error}`;
    }
    if (!failure) return await publishAs(passCheck(next, id, now().toISOString()));
  } catch (error) {
    failure = `the release stopped before its check's result was published: ${error instanceof Error ? error.message : error}`;
  }
  const said = `${app.name} build ${id} failed its check: ${failure}.`;
  // A site with no live build would have no page at its root.
  if (host && live.live === undefined) throw new Error(`${said} The site was left as it was.`);
  try {
    await publishAs(failCheck(next, id, failure), { drop: false });
  } catch (error) {
    throw new Error(`${app.name} build ${id} failed (${failure}), and recording that failed too: ${error instanceof Error ? error.message : error}. Its release file may still say "pending": run the release again, or --rollback, once the site answers.`, { cause: error });
  }
  throw new Error(`${said} Shoppers still get build ${live.live ?? 'none'}.`);
}
