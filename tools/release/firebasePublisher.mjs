import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { hostingSites, ROOT } from '../hosting/sites.mjs';
import { writeFirebaseProject } from '../hosting/stage.mjs';

/**
 * Publishes a laid-out site (siteFolder.mjs) to the remote's Firebase Hosting site, with its rules from
 * sites.mjs: `firebase deploy --only hosting:<target>`, which makes that folder the whole site at once.
 * Credentials are firebase-tools' own (`GOOGLE_APPLICATION_CREDENTIALS` in CI, `firebase login` at a desk).
 * @param {{ app: { hosting: string }, project: string, site: string }} plan
 * @returns {(siteDir: string) => void}
 */
export function firebasePublisher({ app, project, site }) {
  return (siteDir) => {
    const dir = path.dirname(siteDir);
    // Completed for the folder as laid out, so that its rules name the files it holds (its kept builds too).
    const rules = hostingSites({ env: process.env, builds: { [app.hosting]: siteDir } }).find((candidate) => candidate.target === app.hosting);
    const config = writeFirebaseProject({ dir, project, sites: { [app.hosting]: site }, hosting: [{ ...rules, public: path.basename(siteDir) }] });
    execFileSync(path.join(ROOT, 'node_modules', '.bin', 'firebase'), ['deploy', '--project', project, '--only', `hosting:${app.hosting}`, '--config', config], { cwd: dir, stdio: 'inherit' });
  };
}
