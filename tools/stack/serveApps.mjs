import path from 'node:path';
import { existsSync } from 'node:fs';
import { APPS, HOST } from '../apps.mjs';
import { hostingSites, ROOT } from '../sites/sites.mjs';
import { serveSite } from '../hosting/serveSite.mjs';
import { describeRehearsal, putBackAbandonedRehearsals, rehearsalSite } from './rehearsal.mjs';

/** Where the stack keeps each app's earlier builds' files (tools/hosting/earlierBuilds.mjs), across its starts. */
export const EARLIER_BUILDS = path.join(ROOT, '.firebase', 'earlier-builds');

/**
 * Serves each app's dist/ on its own port as its Hosting site (one origin per app, as in production),
 * a rewrite to a function through the Functions emulator at `functions`. A file of an earlier build,
 * which a build in place took from dist/, is still served to the pages open on it. A remote's site is its
 * rehearsal's instead while `npm run release -- <remote> --rehearse` has one, until the team clears it
 * (`--rehearse --clear`); `rehearsals: false` (`npm start -- --no-rehearsals`) serves dist/ whatever is rehearsed.
 * @param {{ log?: (message: string) => void, functions?: { origin: string, project: string }, rehearsals?: boolean }} [options]
 */
export async function serveApps({ log = console.log, functions, rehearsals = true } = {}) {
  const servers = [];
  // Desk rehearsals an e2e run set aside and was stopped before putting back are the team's: back they go.
  putBackAbandonedRehearsals(log);
  for (const app of APPS) {
    if (!existsSync(path.join(ROOT, app.folder, 'dist', 'index.html'))) {
      throw new Error(`${app.folder}/dist is missing: run \`npm run build\` first (or \`npm start\` without --no-build).`);
    }
    const rehearsal = app === HOST || !rehearsals ? undefined : path.relative(ROOT, rehearsalSite(app));
    // A build in place keeps what a page still open asks for late, as a release does on the app's site.
    const earlier = path.relative(ROOT, path.join(EARLIER_BUILDS, app.hosting));
    // Completed again for each build in place: its files and its page's inline hashes are the rules' to name.
    const site = () => hostingSites().find((completed) => completed.target === app.hosting);
    servers.push(await serveSite({ site, port: app.port, rehearsal, functions, earlier }));
    const rehearsed = rehearsal && describeRehearsal(app);
    log(`${app.folder.padEnd(12)} http://localhost:${app.port}${rehearsed ? `  its rehearsal (${rehearsed}), not ${app.folder}/dist: \`npm run release -- ${app.name} --rehearse --clear\` ends it` : ''}`);
  }
  return () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
}
