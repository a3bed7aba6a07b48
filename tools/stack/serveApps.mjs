import path from 'node:path';
import { existsSync, rmSync } from 'node:fs';
import { APPS, HOST } from '../apps.mjs';
import { hostingSites, ROOT } from '../hosting/sites.mjs';
import { serveSite } from '../hosting/serveSite.mjs';
import { REHEARSALS, rehearsalSite } from '../release/rehearsal.mjs';

/**
/**
 * Serves each app's dist/ on its own port as its Hosting site (one origin per app, as in production),
 * a rewrite to a function through the Functions emulator at `functions`. A remote's site is its
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
    servers.push(await serveSite({ site: sites.find((site) => site.target === app.hosting), port: app.port, rehearsal, functions }));
    log(`${app.folder.padEnd(12)} http://localhost:${app.port}`);
  }
  return () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
}
