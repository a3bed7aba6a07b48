import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { hostingSites, ROOT } from '../sites/sites.mjs';
import { writeFirebaseProject } from '../hosting/stage.mjs';

const FIREBASE = path.join(ROOT, 'node_modules', '.bin', 'firebase');

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
    execFileSync(FIREBASE, ['deploy', '--project', project, '--only', `hosting:${app.hosting}`, '--config', config], { cwd: dir, stdio: 'inherit' });
  };
}

/**
 * Asks Firebase for the remote's site before anything is built: no credentials, a project or site that
 * does not exist, or no network are each said then, in firebase-tools' words, with what to do.
 * @param {{ project: string, site: string }} plan
 * @returns {() => Promise<void>}
 */
export function firebaseReady({ project, site }) {
  return async () => {
    try {
      await promisify(execFile)(FIREBASE, ['hosting:sites:get', site, '--project', project, '--json', '--non-interactive'], { cwd: ROOT });
    } catch (error) {
      const said = `${error.stdout ?? ''}`.match(/"error":\s*"([^"]*)"/)?.[1] ?? `${error.stderr ?? error.message}`.trim().split('\n')[0];
      throw new Error(
        `Firebase did not answer for the site "${site}" of project "${project}" (${said}). Releasing needs credentials that may deploy it (GOOGLE_APPLICATION_CREDENTIALS in CI, \`firebase login\` at a desk), the site itself (FIREBASE_SITE_<REMOTE> where it is not <project>-<remote>) and the network; nothing was built or changed.`,
        { cause: error },
      );
    }
  };
}
