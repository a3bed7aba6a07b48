import path from 'node:path';
import { existsSync, rmSync } from 'node:fs';
import { APPS, HOST } from '../apps.mjs';
import { hostingSites, ROOT } from '../hosting/sites.mjs';
import { serveSite } from '../hosting/serveSite.mjs';
import { REHEARSALS, rehearsalSite } from '../release/rehearsal.mjs';

/** Where the stack keeps each app's earlier builds' files (tools/hosting/earlierBuilds.mjs), across its starts. */
export const EARLIER_BUILDS = path.join(ROOT, '.firebase', 'earlier-builds');

/**
/**
 * Serves each app's dist/ on its own port as its Hosting site (one origin per app, as in production),
 * a rewrite to a function through the Functions emulator at `functions`. A file of an earlier build,
 * which a build in place took from dist/, is still served to the pages open on it. A remote's site is its
 * rehearsal's instead once `npm run release -- <remote> --rehearse` has published one; each start clears
 * the rehearsals, so that the stack starts from the builds in dist/.
 * @param {{ log?: (message: string) => void, functions?: { origin: string, project: string } }} [options]
 */
export async function serveApps({ log = console.log, functions } = {}) {
  const sites = hostingSites();
  const servers = [];
  rmSync(REHEARSALS, { recursive: true, force: true });
  for (const app of APPS) {
    if (!existsSync(path.join(ROOT, app.folder, 'dist', 'index.html'))) {
      throw new Error(`${app.folder}/dist is missing: run \`npm run build\` first (or \`npm start\` without --no-build).`);
    }
    const rehearsal = app === HOST ? undefined : path.relative(ROOT, rehearsalSite(app));
    // A build in place keeps what a page still open asks for late, as a release does on the app's site.
    const earlier = path.relative(ROOT, path.join(EARLIER_BUILDS, app.hosting));
    servers.push(await serveSite({ site: sites.find((site) => site.target === app.hosting), port: app.port, rehearsal, functions, earlier }));
    log(`${app.folder.padEnd(12)} http://localhost:${app.port}`);
  }
  return () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
}
