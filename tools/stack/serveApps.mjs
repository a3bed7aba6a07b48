import path from 'node:path';
import { existsSync } from 'node:fs';
import { APPS } from '../apps.mjs';
import { hostingSites, ROOT } from '../sites/sites.mjs';
import { serveSite } from '../hosting/serveSite.mjs';
import { describeRehearsal, putBackAbandonedRehearsals, rehearsalSite } from './rehearsal.mjs';

export const EARLIER_BUILDS = path.join(ROOT, '.firebase', 'earlier-builds');

/** One origin per app, as in production; each serves its rehearsal, while it has one, unless `rehearsals: false`. */
export async function serveApps({ log = console.log, functions, rehearsals = true } = {}) {
  const servers = [];
  putBackAbandonedRehearsals(log);
  for (const app of APPS) {
    if (!existsSync(path.join(ROOT, app.folder, 'dist', 'index.html'))) {
      throw new Error(`${app.folder}/dist is missing: run \`npm run build\` first (or \`npm start\` without --no-build).`);
    }
    const rehearsal = rehearsals ? path.relative(ROOT, rehearsalSite(app)) : undefined;
    // A build in place keeps what a page still open asks for late, as a release does on the app's site.
    const earlier = path.relative(ROOT, path.join(EARLIER_BUILDS, app.hosting));
    // Completed again for each build in place: the rules name its files and its page's inline hashes.
    const site = () => hostingSites().find((completed) => completed.target === app.hosting);
    servers.push(await serveSite({ site, port: app.port, rehearsal, functions, earlier }));
    const rehearsed = rehearsal && describeRehearsal(app);
    log(`${app.folder.padEnd(12)} http://localhost:${app.port}${rehearsed ? `  its rehearsal (${rehearsed}), not ${app.folder}/dist: \`npm run release -- ${app.name} --rehearse --clear\` ends it` : ''}`);
  }
  return () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
}
