// What `npm run deploy` does, decided before anything is built or uploaded.
import { HOST, REMOTES } from '../apps.mjs';
import { deployedEnvScript } from '../contracts/envScript.mjs';

// `||`: a workflow passes a variable GitHub lacks as empty.
export function siteOf(target, project, env) {
  return env[`FIREBASE_SITE_${target.toUpperCase()}`] || (target === HOST.hosting ? project : `${project}-${target}`);
}

/** The storefront's address: the host's site, or the domain `STOREFRONT_HOST_URL` names. */
export function hostUrlOf(project, env) {
  const hostUrl = env.STOREFRONT_HOST_URL || `https://${siteOf(HOST.hosting, project, env)}.web.app/`;
  if (!/^https:\/\/[^/]+\/$/.test(hostUrl)) {
    throw new Error(`STOREFRONT_HOST_URL is "${hostUrl}": it must be the host's site, https and ending in / (e.g. https://www.example.co.uk/).`);
  }
  return hostUrl;
}

export function projectOf(env) {
  const project = env.FIREBASE_PROJECT_ID;
  if (!project || project.startsWith('demo-')) {
    throw new Error(
      `Refusing to deploy to ${project ? `the demo project "${project}"` : 'no project'}: set FIREBASE_PROJECT_ID (and the other variables of docs/deploy.md) to the real Firebase project. The demo project is for the local stack and cannot be deployed.`,
    );
  }
  return project;
}

/** `argv` is passed on to firebase, but `--no-build`: ship host/dist, which the host's check passed. */
export function deployPlan({ argv, env }) {
  if (argv.includes('--only')) {
    throw new Error(`npm run deploy ships the host's site; a remote is released on its own site: npm run release -- ${REMOTES.map(({ name }) => name).join('|')} (docs/deploy.md).`);
  }
  const project = projectOf(env);
  return {
    project,
    site: siteOf(HOST.hosting, project, env),
    hostUrl: hostUrlOf(project, env),
    build: !argv.includes('--no-build'),
    envScript: deployedEnvScript(env),
    firebaseArgs: ['deploy', '--project', project, '--only', `hosting:${HOST.hosting}`, ...argv.filter((arg) => arg !== '--no-build')],
  };
}
