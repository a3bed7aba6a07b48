/**
 * What `npm run deploy:function -w <app folder>` does, decided before anything is uploaded: the team's
 * Cloud Function (its codebase in firebase.json, whose source is `<folder>/functions`), the host's real
 * project (Hosting rewrites only to a function of its own project: `FIREBASE_HOST_PROJECT_ID` where the
 * team's site is in a project of its own, else `FIREBASE_PROJECT_ID`), and the host's address the function is deployed with, in the `.env.<project>`
 * file Cloud Functions reads at deploy time, beside the team's own site (the function's first guess at
 * where the host's runtime config will say it is). The refusals say what to set.
 */
import { appInFolder, HOST } from '../apps.mjs';
import { projectOf, siteOf } from '../hosting/deployPlan.mjs';

/**
 * @param {{ app: { folder: string }, functions: { source: string, codebase: string }[], env: NodeJS.ProcessEnv }} input
 *   functions: firebase.json's `functions` entries
 * @returns {{ project: string, codebase: string, envFile: string, envText: string, firebaseArgs: string[] }}
 */
export function functionDeployPlan({ app, functions, env }) {
  const source = `${app.folder}/functions`;
  const entry = functions.find((candidate) => candidate.source === source);
  if (!entry) throw new Error(`${app.folder} has no Cloud Function: firebase.json names no functions codebase whose source is ${source}.`);
  const project = projectOf({ FIREBASE_PROJECT_ID: env.FIREBASE_HOST_PROJECT_ID || env.FIREBASE_PROJECT_ID });
  const hostUrl = env.STOREFRONT_HOST_URL || `https://${siteOf(HOST.hosting, project, env)}.web.app/`;
  if (!/^https:\/\/[^/]+\/$/.test(hostUrl)) {
    throw new Error(`STOREFRONT_HOST_URL is "${hostUrl}": it must be the host's site, https and ending in / (e.g. https://www.example.co.uk/).`);
  }
  // The team's own site is in the project its releases go to, which may be another than the host's.
  const team = appInFolder(app.folder);
  const ownSite = `https://${siteOf(team.hosting, env.FIREBASE_PROJECT_ID || project, env)}.web.app/`;
  return {
    project,
    codebase: entry.codebase,
    envFile: `${source}/.env.${project}`,
    envText: `STOREFRONT_HOST_URL=${hostUrl}\nSTOREFRONT_${team.name.toUpperCase()}_URL=${ownSite}\n`,
    // --force: where the region's Artifact Registry repository of the function's images has no cleanup
    // policy, firebase-tools would otherwise exit 1 after the function is live (it cannot ask, being
    // non-interactive); with it, it sets its own, which deletes images older than a day (its
    // DEFAULT_CLEANUP_DAYS; the function runs from its Cloud Run revision, not from them). It also lets the
    // deploy remove a function the codebase no longer exports, which the shop's source is the word on.
    firebaseArgs: ['deploy', '--project', project, '--only', `functions:${entry.codebase}`, '--non-interactive', '--force'],
  };
}
