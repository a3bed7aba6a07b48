// A release rehearsed on the local stack: the site is a folder the stack serves in place of dist/. It stays
// until `--rehearse --clear`; the e2e suite sets it aside while it runs, so it tests the builds under test.
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { APPS } from '../apps.mjs';
import { runtimeConfigFromEnv } from '../contracts/envScript.mjs';
import { serveSite } from '../hosting/serveSite.mjs';
import { hostingSites, ROOT } from '../sites/sites.mjs';
import { holderOf, kept, putBack, putBackAbandoned, setAside } from './setAside.mjs';
import { isRunning } from './running.mjs';
import { RELEASE_FILE } from '../contracts/releaseFile.mjs';

export const REHEARSALS = path.join(ROOT, '.firebase', 'rehearsal');

/** The pid of the e2e run that set the rehearsals aside, in its own processes' environment. */
export const SUITE_RUN = 'STOREFRONT_SUITE_RUN';

export const rehearsalSite = (app, rehearsals = REHEARSALS) => path.join(rehearsals, app.hosting);

export function describeRehearsal(app, rehearsals = REHEARSALS) {
  const file = path.join(rehearsalSite(app, rehearsals), RELEASE_FILE);
  if (!existsSync(file)) return undefined;
  const release = JSON.parse(readFileSync(file, 'utf8'));
  return `live ${release.live ?? 'none'}, kept ${release.builds.map((build) => build.id).join(', ') || 'none'}`;
}

const putBackSaid = (holder) => `put back the desk's rehearsals, which ${holder.what} (pid ${holder.pid}, since ${holder.since}) set aside and left there when it ended`;

export function setRehearsalsAside({ what = 'the e2e suite', pid = process.pid, rehearsals = REHEARSALS } = {}) {
  const abandoned = setAside(rehearsals, { pid, what });
  const had = APPS.filter((app) => describeRehearsal(app, kept(rehearsals))).map((app) => app.name);
  return [...(abandoned ? [putBackSaid(abandoned)] : []), ...(had.length ? [`set the desk's rehearsals of ${had.join(', ')} aside while it runs, so that the stack serves the builds under test; they are put back when it ends`] : [])];
}

export function putRehearsalsBack(rehearsals = REHEARSALS) {
  putBack(rehearsals);
}

export function putBackAbandonedRehearsals(log = console.log, rehearsals = REHEARSALS) {
  const abandoned = putBackAbandoned(rehearsals);
  if (abandoned) log(putBackSaid(abandoned));
}

/** Refuses while an e2e run has the rehearsals aside, unless this is that run's own command. */
export function rehearsalsAtHand({ env = process.env, log = console.log, rehearsals = REHEARSALS } = {}) {
  const holder = holderOf(rehearsals);
  if (!holder || String(holder.pid) === env[SUITE_RUN]) return;
  if (isRunning(holder.pid)) {
    throw new Error(`${holder.what} (pid ${holder.pid}, since ${holder.since}) is running on the local stack, and has set the desk's rehearsals aside so that the stack serves the builds under test: rehearse once it has ended (it puts them back), or stop it (Ctrl-C); nothing was built or changed.`);
  }
  putBackAbandonedRehearsals(log, rehearsals);
}

export function clearRehearsal(app, options = {}) {
  rehearsalsAtHand(options);
  const was = describeRehearsal(app, options.rehearsals);
  rmSync(rehearsalSite(app, options.rehearsals), { recursive: true, force: true });
  const serves = `the local stack serves ${app.folder}/dist at http://localhost:${app.port}/`;
  return was ? `${app.name}: cleared its rehearsal (${was}); ${serves} again` : `${app.name}: had no rehearsal to clear; ${serves}`;
}

/** Copied beside the site, then renamed into its place, so the stack never serves half a site. */
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

/** The folder served on a port of its own by the stack's server, as a Hosting preview channel serves it, until closed. */
export function localPreview({ app }) {
  return async (siteDir) => {
    const rules = hostingSites({ builds: { [app.hosting]: siteDir } }).find((site) => site.target === app.hosting);
    const server = await serveSite({ site: rules, port: 0, config: runtimeConfigFromEnv(process.env) });
    return { url: new URL(`http://127.0.0.1:${server.address().port}/`), close: () => new Promise((resolve) => server.close(resolve)) };
  };
}
