/**
 * What `npm run release -- cart [--no-build] [--uncommitted] | --rollback | --to <n> | --pin <n> | --unpin <n>` does,
 * decided before anything is built or uploaded. A remote's release needs only the Firebase project and its
 * own site: its site is `FIREBASE_SITE_CART`, else `<project>-cart`, and the page its candidates are
 * checked on is the host's, the project's default site (`FIREBASE_SITE_HOST` where the host team set another).
 */
import { parseArgs } from 'node:util';
import { HOST, REMOTES } from '../apps.mjs';
import { siteOf } from '../hosting/deployPlan.mjs';

const USAGE = `npm run release -- ${REMOTES.map(({ name }) => name).join('|')} [--no-build] [--uncommitted] | --rollback | --to <n> | --pin <n> | --unpin <n>`;
const webApp = (site) => new URL(`https://${site}.web.app/`);

function buildNumber(flag, value) {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1) throw new Error(`--${flag} takes a build number as the site's release.json lists them, not "${value}".`);
  return id;
}

/** The real project a remote is released in: a team's release needs only it, and its site where that has another name. */
function projectOf(env, app) {
  const project = env.FIREBASE_PROJECT_ID;
  if (project && !project.startsWith('demo-')) return project;
  const siteVariable = `FIREBASE_SITE_${app.hosting.toUpperCase()}`;
  throw new Error(
    `Refusing to release to ${project ? `the demo project "${project}"` : 'no project'}: set FIREBASE_PROJECT_ID to the real Firebase project, and ${siteVariable} where the ${app.name} site is not <project>-${app.hosting}; a remote's release needs nothing else (docs/deploy.md). The demo project is for the local stack.`,
  );
}

/** @param {{ argv: string[], env: NodeJS.ProcessEnv }} input  argv: what follows `npm run release --` */
export function releasePlan({ argv, env }) {
  const options = { 'no-build': { type: 'boolean' }, uncommitted: { type: 'boolean' }, rollback: { type: 'boolean' }, to: { type: 'string' }, pin: { type: 'string' }, unpin: { type: 'string' } };
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true });
  } catch (error) {
    throw new Error(`${error.message}. Usage: ${USAGE}`);
  }
  const { values, positionals } = parsed;
  const app = REMOTES.find(({ name }) => name === positionals[0]);
  if (!app || positionals.length > 1) throw new Error(`Say which remote to release: ${USAGE}. The host ships with npm run deploy.`);
  const releasing = ['no-build', 'uncommitted'];
  const chosen = Object.keys(values).filter((name) => !releasing.includes(name));
  if (chosen.length > 1 || (chosen.length > 0 && releasing.some((name) => values[name]))) throw new Error(`One thing at a time: ${USAGE}`);
  const action =
    values.pin !== undefined ? { kind: 'pin', id: buildNumber('pin', values.pin) }
    : values.unpin !== undefined ? { kind: 'unpin', id: buildNumber('unpin', values.unpin) }
    : values.to !== undefined ? { kind: 'rollback', to: buildNumber('to', values.to) }
    : values.rollback ? { kind: 'rollback' }
    : { kind: 'release' };
  const project = projectOf(env, app);
  const site = siteOf(app.hosting, project, env);
  return { app, action, build: !values['no-build'], uncommitted: Boolean(values.uncommitted), project, site, siteUrl: webApp(site), hostUrl: webApp(siteOf(HOST.hosting, project, env)) };
}
