/**
 * A release rehearsed on a team's desk (`npm run release -- cart --rehearse`): the same release, check and
 * rollback, with the local stack in place of Firebase. The remote's site is a folder the local stack serves
 * in place of the app's dist/ as soon as it holds a release file (tools/stack/serveApps.mjs), and its
 * candidates are checked on the local stack's host page, `http://localhost:3000/?cart-candidate=<n>`.
 * The stack clears these folders when it starts: a rehearsal lasts as long as the stack that serves it.
 */
import { cpSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../hosting/sites.mjs';

export const REHEARSALS = path.join(ROOT, '.firebase', 'rehearsal');

/** The folder the local stack serves as the remote's site while a rehearsal has published to it. */
export const rehearsalSite = (app) => path.join(REHEARSALS, app.hosting);

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
 * stack running.
 * @param {{ siteUrl: URL, hostUrl: URL }} plan
 */
export function rehearsalReady({ siteUrl, hostUrl }) {
  return async () => {
    for (const url of [hostUrl, siteUrl]) {
      // Any answer will do: a rehearsal's site has no page at its root, only builds.
      const answered = await fetch(url).then(() => true, () => false);
      if (!answered) throw new Error(`A rehearsal releases to the local stack, and ${url} did not answer: start it in another terminal (\`npm start\`, or \`node tools/start.mjs --no-build\` with the builds in dist/); nothing was built or changed.`);
    }
  };
}
