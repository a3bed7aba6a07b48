// A team's function deploys to the host's project, as Hosting rewrites only to a function of its own
// project; its addresses go in the `.env.<project>` Cloud Functions reads at deploy time.
import { appInFolder } from '../apps.mjs';
import { hostUrlOf, projectOf, siteOf } from '../hosting/projectSites.mjs';

export function functionDeployPlan({ app, functions, env }) {
  const source = `${app.folder}/functions`;
  const entry = functions.find((candidate) => candidate.source === source);
  if (!entry) throw new Error(`${app.folder} has no Cloud Function: firebase.json names no functions codebase whose source is ${source}.`);
  const project = projectOf({ FIREBASE_PROJECT_ID: env.FIREBASE_HOST_PROJECT_ID || env.FIREBASE_PROJECT_ID });
  const hostUrl = hostUrlOf(project, env);
  // The team's own site is in the project its releases go to, which may be another than the host's.
  const team = appInFolder(app.folder);
  const ownSite = `https://${siteOf(team.hosting, env.FIREBASE_PROJECT_ID || project, env)}.web.app/`;
  return {
    project,
    codebase: entry.codebase,
    envFile: `${source}/.env.${project}`,
    envText: `STOREFRONT_HOST_URL=${hostUrl}\nSTOREFRONT_${team.name.toUpperCase()}_URL=${ownSite}\n`,
    // --force: with no cleanup policy on the region's Artifact Registry, a non-interactive firebase-tools
    // exits 1 after the function is live; with it, it sets one (images older than a day go: the function
    // runs from its Cloud Run revision). It also removes a function the codebase no longer exports.
    firebaseArgs: ['deploy', '--project', project, '--only', `functions:${entry.codebase}`, '--non-interactive', '--force'],
  };
}
