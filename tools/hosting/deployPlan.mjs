/**
 * What `npm run deploy` does, decided before anything is built or uploaded: the host's site in the real
 * project the environment names, its `/env.js`, and the refusals (the demo project, a missing variable,
 * a remote, which its team releases on its own site) in words a team can act on.
 */
import { HOST, REMOTES } from '../apps.mjs';
import { deployedEnvScript } from '../contracts/envScript.mjs';

/** A target's Hosting site: `FIREBASE_SITE_SHOP` … when set (a workflow passes one GitHub lacks as empty), else the project's default site for the host and `<project>-<target>` for a remote. */
export function siteOf(target, project, env) {
  return env[`FIREBASE_SITE_${target.toUpperCase()}`] || (target === HOST.hosting ? project : `${project}-${target}`);
}

/** The real Firebase project the environment names; the local demo project cannot be deployed. */
export function projectOf(env) {
  const project = env.FIREBASE_PROJECT_ID;
  if (!project || project.startsWith('demo-')) {
    throw new Error(
      `Refusing to deploy to ${project ? `the demo project "${project}"` : 'no project'}: set FIREBASE_PROJECT_ID (and the other variables of docs/deploy.md) to the real Firebase project. The demo project is for the local stack and cannot be deployed.`,
    );
  }
  return project;
}

/**
 * @param {{ argv: string[], env: NodeJS.ProcessEnv }} input  argv: what follows `npm run deploy --`, passed on
 *   to firebase, but `--no-build`: ship the build in host/dist, which the host's check passed
 * @returns {{ project: string, site: string, build: boolean, envScript: string, firebaseArgs: string[] }}
 */
export function deployPlan({ argv, env }) {
  if (argv.includes('--only')) {
    throw new Error(`npm run deploy ships the host's site; a remote is released on its own site: npm run release -- ${REMOTES.map(({ name }) => name).join('|')} (docs/deploy.md).`);
  }
  const project = projectOf(env);
  return {
    project,
    site: siteOf(HOST.hosting, project, env),
    build: !argv.includes('--no-build'),
    envScript: deployedEnvScript(env),
    firebaseArgs: ['deploy', '--project', project, '--only', `hosting:${HOST.hosting}`, ...argv.filter((arg) => arg !== '--no-build')],
  };
}
