import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { HOST } from '../apps.mjs';
import { hostingSites, ROOT } from '../sites/sites.mjs';
import { writeFirebaseProject, writeHostFiles } from '../hosting/stage.mjs';

const FIREBASE = path.join(ROOT, 'node_modules', '.bin', 'firebase');

/** The folder as a Firebase project's one site, with the host's own files where it is the host's. */
function asProject({ app, project, site, envScript, hostUrl }, siteDir) {
  if (app === HOST) writeHostFiles(siteDir, { env: process.env, envScript, hostUrl: hostUrl.href });
  // Rules completed for the folder as laid out, so they name its kept builds' files and inline hashes too.
  const rules = hostingSites({ env: process.env, builds: { [app.hosting]: siteDir } }).find((candidate) => candidate.target === app.hosting);
  return writeFirebaseProject({ dir: path.dirname(siteDir), project, sites: { [app.hosting]: site }, hosting: [{ ...rules, public: path.basename(siteDir) }] });
}

/** `firebase deploy --only hosting:<target>` makes the folder the whole site at once, with firebase-tools' own credentials. */
export function firebasePublisher(plan) {
  return (siteDir) => {
    const config = asProject(plan, siteDir);
    execFileSync(FIREBASE, ['deploy', '--project', plan.project, '--only', `hosting:${plan.app.hosting}`, '--config', config], { cwd: path.dirname(siteDir), stdio: 'inherit' });
  };
}

/** The folder on a Hosting preview channel of the site, an address of its own for a day, for the host's candidate. */
export function firebasePreview(plan) {
  return async (siteDir) => {
    const config = asProject(plan, siteDir);
    const { stdout } = await promisify(execFile)(FIREBASE, ['hosting:channel:deploy', 'candidate', '--expires', '1d', '--project', plan.project, '--only', plan.app.hosting, '--config', config, '--json'], { cwd: path.dirname(siteDir) });
    const said = JSON.parse(stdout);
    const url = Object.values(said.result ?? {})[0]?.url;
    if (said.status !== 'success' || !url) throw new Error(`the preview channel was not deployed: ${said.error ?? stdout}`);
    return { url: new URL(url.endsWith('/') ? url : `${url}/`), close: async () => undefined };
  };
}

/** Asked before anything is built, so missing credentials, site or network are said then, in firebase-tools' words. */
export function firebaseReady({ app, project, site }) {
  return async () => {
    try {
      await promisify(execFile)(FIREBASE, ['hosting:sites:get', site, '--project', project, '--json', '--non-interactive'], { cwd: ROOT });
    } catch (error) {
      const said = `${error.stdout ?? ''}`.match(/"error":\s*"([^"]*)"/)?.[1] ?? `${error.stderr ?? error.message}`.trim().split('\n')[0];
      throw new Error(
        `Firebase did not answer for the site "${site}" of project "${project}" (${said}). Releasing needs credentials that may deploy it (GOOGLE_APPLICATION_CREDENTIALS in CI, \`firebase login\` at a desk), the site itself (FIREBASE_SITE_${app.hosting.toUpperCase()} where it is not ${app === HOST ? '<project>' : `<project>-${app.hosting}`}) and the network; nothing was built or changed.`,
        { cause: error },
      );
    }
  };
}
