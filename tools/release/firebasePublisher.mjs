import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { hostingSites, ROOT } from '../sites/sites.mjs';
import { writeFirebaseProject } from '../hosting/stage.mjs';

const FIREBASE = path.join(ROOT, 'node_modules', '.bin', 'firebase');

/** `firebase deploy --only hosting:<target>` makes the folder the whole site at once, with firebase-tools' own credentials. */
export function firebasePublisher({ app, project, site }) {
  return (siteDir) => {
    const dir = path.dirname(siteDir);
    // Rules completed for the folder as laid out, so they name its kept builds' files too.
    const rules = hostingSites({ env: process.env, builds: { [app.hosting]: siteDir } }).find((candidate) => candidate.target === app.hosting);
    const config = writeFirebaseProject({ dir, project, sites: { [app.hosting]: site }, hosting: [{ ...rules, public: path.basename(siteDir) }] });
    execFileSync(FIREBASE, ['deploy', '--project', project, '--only', `hosting:${app.hosting}`, '--config', config], { cwd: dir, stdio: 'inherit' });
  };
}

/** Asked before anything is built, so missing credentials, site or network are said then, in firebase-tools' words. */
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
