/**
 * A release rehearsed on a team's desk (`npm run release -- cart --rehearse`): the same release, check and
 * rollback, with the local stack in place of Firebase. The remote's site is a folder the local stack serves
 * in place of the app's dist/ as soon as it holds a release file (tools/stack/serveApps.mjs), and its
 * candidates are checked on the local stack's host page, `http://localhost:3000/?cart-candidate=<n>`.
 *
 * A rehearsal stays until the team clears it (`--rehearse --clear`), across checks and restarts of the
 * stack, so that it holds builds of every source the team checked and released in turn. While the e2e
 * suite runs (a team's `npm run check`, or `npm test`), it sets the desk's rehearsals aside, so that the
 * stack serves the builds under test and the suite's own rehearsals, and puts them back when it ends
 * (tools/stack/setAside.mjs); meanwhile a rehearsal command refuses, saying so.
 */
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../apps.mjs';
import { ROOT } from '../sites/sites.mjs';
import { holderOf, kept, putBack, putBackAbandoned, setAside } from './setAside.mjs';
import { isRunning } from './running.mjs';
import { RELEASE_FILE } from '../contracts/releaseFile.mjs';

export const REHEARSALS = path.join(ROOT, '.firebase', 'rehearsal');

/** Set by the e2e suite for its own processes: the pid of the run that set the desk's rehearsals aside. */
export const SUITE_RUN = 'STOREFRONT_SUITE_RUN';

/**
 * The folder the local stack serves as the remote's site while a rehearsal has published to it.
 * Every function here takes the folder of all rehearsals (`rehearsals`), REHEARSALS but in their tests.
 */
export const rehearsalSite = (app, rehearsals = REHEARSALS) => path.join(rehearsals, app.hosting);

/** The rehearsal a remote's site holds, said in a few words ("live 3, kept 3, 2, 1"), or nothing. */
export function describeRehearsal(app, rehearsals = REHEARSALS) {
  const file = path.join(rehearsalSite(app, rehearsals), RELEASE_FILE);
  if (!existsSync(file)) return undefined;
  const release = JSON.parse(readFileSync(file, 'utf8'));
  return `live ${release.live ?? 'none'}, kept ${release.builds.map((build) => build.id).join(', ') || 'none'}`;
}

/** What a put-back said: "put back the desk's rehearsals, which … set aside and left there when it ended". */
const putBackSaid = (holder) => `put back the desk's rehearsals, which ${holder.what} (pid ${holder.pid}, since ${holder.since}) set aside and left there when it ended`;

/**
 * The e2e suite sets the desk's rehearsals aside for as long as it runs (`pid`), putting back first any
 * an earlier run left aside; refused while another run that still runs has them aside.
 * @returns {string[]} what it did: what it put back first, and what it set aside
 */
export function setRehearsalsAside({ what = 'the e2e suite', pid = process.pid, rehearsals = REHEARSALS } = {}) {
  const abandoned = setAside(rehearsals, { pid, what });
  const had = REMOTES.filter((app) => describeRehearsal(app, kept(rehearsals))).map((app) => app.name);
  return [...(abandoned ? [putBackSaid(abandoned)] : []), ...(had.length ? [`set the desk's rehearsals of ${had.join(', ')} aside while it runs, so that the stack serves the builds under test; they are put back when it ends`] : [])];
}

/** The e2e suite, ending, puts the desk's rehearsals back as they were, and drops its own. */
export function putRehearsalsBack(rehearsals = REHEARSALS) {
  putBack(rehearsals);
}

/** Puts back the desk's rehearsals where an e2e run set them aside and ended without, saying so. */
export function putBackAbandonedRehearsals(log = console.log, rehearsals = REHEARSALS) {
  const abandoned = putBackAbandoned(rehearsals);
  if (abandoned) log(putBackSaid(abandoned));
}

/**
 * Refuses while an e2e run has the desk's rehearsals aside (unless it is that run's own command), and
 * puts them back where the run that set them aside has ended without.
 * @param {{ env?: NodeJS.ProcessEnv, log?: (message: string) => void, rehearsals?: string }} [options]
 */
export function rehearsalsAtHand({ env = process.env, log = console.log, rehearsals = REHEARSALS } = {}) {
  const holder = holderOf(rehearsals);
  if (!holder || String(holder.pid) === env[SUITE_RUN]) return;
  if (isRunning(holder.pid)) {
    throw new Error(`${holder.what} (pid ${holder.pid}, since ${holder.since}) is running on the local stack, and has set the desk's rehearsals aside so that the stack serves the builds under test: rehearse once it has ended (it puts them back), or stop it (Ctrl-C); nothing was built or changed.`);
  }
  putBackAbandonedRehearsals(log, rehearsals);
}

/**
 * `--rehearse --clear`: the remote's rehearsal is gone, and the stack serves its dist/ again.
 * @param {{ env?: NodeJS.ProcessEnv, log?: (message: string) => void, rehearsals?: string }} [options]
 * @returns {string} what it did
 */
export function clearRehearsal(app, options = {}) {
  rehearsalsAtHand(options);
  const was = describeRehearsal(app, options.rehearsals);
  rmSync(rehearsalSite(app, options.rehearsals), { recursive: true, force: true });
  const serves = `the local stack serves ${app.folder}/dist at http://localhost:${app.port}/`;
  return was ? `${app.name}: cleared its rehearsal (${was}); ${serves} again` : `${app.name}: had no rehearsal to clear; ${serves}`;
}

/**
 * Makes the laid-out folder the remote's rehearsal site at once: copied beside it, then put in its place,
 * so that the stack never serves half a site.
 * @param {{ app: { hosting: string } }} plan
 */
export function rehearsalPublisher({ app }) {
  return (siteDir) => {
    const site = rehearsalSite(app);
    const next = `${site}.next`;
    rmSync(next, { recursive: true, force: true });
    cpSync(siteDir, next, { recursive: true });
    rmSync(site, { recursive: true, force: true });
    renameSync(next, site);
  };
}

/**
 * Asks the local stack's host page and the remote's site before anything is built: a rehearsal needs the
 * stack running, and the desk's rehearsals at hand (no e2e run has them aside).
 * @param {{ siteUrl: URL, hostUrl: URL }} plan
 */
export function rehearsalReady({ siteUrl, hostUrl }) {
  return async () => {
    rehearsalsAtHand();
    for (const url of [hostUrl, siteUrl]) {
      // Any answer will do: a rehearsal's site has no page at its root, only builds.
      const answered = await fetch(url).then(() => true, () => false);
      if (!answered) throw new Error(`A rehearsal releases to the local stack, and ${url} did not answer: start it in another terminal (\`npm start\`, or \`node tools/start.mjs --no-build\` with the builds in dist/); nothing was built or changed.`);
    }
  };
}
