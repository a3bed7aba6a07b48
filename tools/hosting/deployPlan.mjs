/**
 * What `npm run deploy -- --only hosting:shop` does, decided before anything is built or uploaded: the
 * real project and each target's site from the environment, the sites to ship, and the refusals (the
 * demo project, a missing variable, an unknown target) in words a team can act on.
 */
import { APPS, HOST } from '../apps.mjs';
import { deployedEnvScript, runtimeConfigFromEnv } from './envScript.mjs';

/** Each Hosting target's workspace, which the deploy builds. */
export const TARGETS = Object.fromEntries(APPS.map((app) => [app.hosting, app.folder]));

/** A target's Hosting site: `FIREBASE_SITE_SHOP` …, else the project's default site for the host and `<project>-<target>` for a remote. */
export function siteOf(target, project, env) {
  return env[`FIREBASE_SITE_${target.toUpperCase()}`] ?? (target === HOST.hosting ? project : `${project}-${target}`);
}

function targetsOf(only) {
  if (!only) throw new Error('Say which sites to deploy: `npm run deploy -- --only hosting:shop` (or hosting:host, hosting:cart, hosting:auth, hosting for all four).');
  return only.split(',').flatMap((part) => {
    if (part === 'hosting') return Object.keys(TARGETS);
    const [service, target] = part.split(':');
    if (service !== 'hosting' || !(target in TARGETS)) {
      throw new Error(`Cannot deploy "${part}": npm run deploy ships Hosting sites, hosting:${Object.keys(TARGETS).join(', hosting:')}.`);
    }
    return [target];
  });
}

/**
 * @param {{ argv: string[], env: NodeJS.ProcessEnv }} input  argv: what follows `npm run deploy --`
 * @returns {{ project: string, targets: string[], build: boolean, sites: Record<string, string>, siteUrls: Record<string, URL>, envScript: string, firebaseArgs: string[] }}
 *          build: false with `--no-build`, which ships the builds already in dist/ (a change of env.js alone)
 *          siteUrls: each remote target's live site, whose kept builds the deploy carries forward
 */
export function deployPlan({ argv, env }) {
  const onlyAt = argv.indexOf('--only');
  const targets = [...new Set(targetsOf(onlyAt >= 0 ? argv[onlyAt + 1] : undefined))];
  const project = env.FIREBASE_PROJECT_ID;
  if (!project || project.startsWith('demo-')) {
    throw new Error(
      `Refusing to deploy to ${project ? `the demo project "${project}"` : 'no project'}: set FIREBASE_PROJECT_ID (and the other variables of docs/deploy.md) to the real Firebase project. The demo project is for the local stack and cannot be deployed.`,
    );
  }
  if (!env.STOREFRONT_HOST_URL) throw new Error('A deploy needs STOREFRONT_HOST_URL, the host’s address: the remotes allow requests from its origin only.');
  const envScript = deployedEnvScript(env);
  const rest = argv.filter((arg, index) => index !== onlyAt && index !== onlyAt + 1 && arg !== '--no-build');
  return {
    project,
    targets,
    build: !argv.includes('--no-build'),
    sites: Object.fromEntries(targets.map((target) => [target, siteOf(target, project, env)])),
    siteUrls: Object.fromEntries(targets.filter((target) => target !== HOST.hosting).map((target) => [target, new URL('/', runtimeConfigFromEnv(env).remotes[target])])),
    envScript,
    firebaseArgs: ['deploy', '--project', project, '--only', targets.map((target) => `hosting:${target}`).join(','), ...rest],
  };
}
