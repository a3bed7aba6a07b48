// What `npm run release` will do, decided before anything is built or uploaded. A remote's release needs
// only the project and its own site, the host's also what its /env.js says; `--rehearse` does it on the
// local stack, with no project.
import { parseArgs } from 'node:util';
import { APPS, HOST } from '../apps.mjs';
import { deployedEnvScript } from '../contracts/envScript.mjs';
import { hostUrlOf, siteOf } from '../hosting/projectSites.mjs';

const USAGE = `npm run release -- ${APPS.map(({ name }) => name).join('|')} [--no-build] [--uncommitted] | --rollback | --to <n> | --pin <n> | --unpin <n>, each on this machine's local stack with --rehearse, and --rehearse --clear to end a rehearsal`;
const webApp = (site) => new URL(`https://${site}.web.app/`);
const localSite = (app) => new URL(`http://localhost:${app.port}/`);

function buildNumber(flag, value) {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1) throw new Error(`--${flag} takes a build number as the site's release.json lists them, not "${value}".`);
  return id;
}

const DOING = { release: ['release', 'release'], rollback: ['roll back', 'rollback'], pin: ['pin a build', 'pin'], unpin: ['unpin a build', 'unpin'] };

function projectOf(env, app, action) {
  const project = env.FIREBASE_PROJECT_ID;
  if (project && !project.startsWith('demo-')) return project;
  const siteVariable = `FIREBASE_SITE_${app.hosting.toUpperCase()}`;
  const [verb, noun] = DOING[action.kind];
  throw new Error(
    `Refusing to ${verb} on ${project ? `the demo project "${project}"` : 'no project'}: set FIREBASE_PROJECT_ID to the real Firebase project, and ${siteVariable} where the ${app.name} site is not ${app === HOST ? '<project>' : `<project>-${app.hosting}`}; ${app === HOST ? `the host's ${noun} also needs the variables of its /env.js` : `a remote's ${noun} needs nothing else`} (docs/deploy.md). The demo project is for the local stack: add --rehearse to ${verb} there.`,
  );
}

export function releasePlan({ argv, env }) {
  const options = { rehearse: { type: 'boolean' }, 'no-build': { type: 'boolean' }, uncommitted: { type: 'boolean' }, rollback: { type: 'boolean' }, to: { type: 'string' }, pin: { type: 'string' }, unpin: { type: 'string' }, clear: { type: 'boolean' } };
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true });
  } catch (error) {
    throw new Error(`${error.message}. Usage: ${USAGE}`, { cause: error });
  }
  const { values, positionals } = parsed;
  const app = APPS.find(({ name }) => name === positionals[0]);
  if (!app || positionals.length > 1) throw new Error(`Say which app to release: ${USAGE}.`);
  const releasing = ['no-build', 'uncommitted'];
  const chosen = Object.keys(values).filter((name) => !releasing.includes(name) && name !== 'rehearse');
  if (chosen.length > 1 || (chosen.length > 0 && releasing.some((name) => values[name]))) throw new Error(`One thing at a time: ${USAGE}`);
  if (values.clear && !values.rehearse) throw new Error(`--clear ends a rehearsal on this machine's local stack: \`npm run release -- ${app.name} --rehearse --clear\`. A site's builds go by retention, or by --unpin <n> where one is pinned.`);
  const action =
    values.clear ? { kind: 'clear' }
    : values.pin !== undefined ? { kind: 'pin', id: buildNumber('pin', values.pin) }
    : values.unpin !== undefined ? { kind: 'unpin', id: buildNumber('unpin', values.unpin) }
    : values.to !== undefined ? { kind: 'rollback', to: buildNumber('to', values.to) }
    : values.rollback ? { kind: 'rollback' }
    : { kind: 'release' };
  const plan = { app, action, build: !values['no-build'], uncommitted: Boolean(values.uncommitted), rehearse: Boolean(values.rehearse) };
  if (values.rehearse) return { ...plan, siteUrl: localSite(app), hostUrl: localSite(HOST) };
  const project = projectOf(env, app, action);
  const site = siteOf(app.hosting, project, env);
  if (app !== HOST) return { ...plan, project, site, siteUrl: webApp(site), hostUrl: webApp(siteOf(HOST.hosting, project, env)) };
  return { ...plan, project, site, siteUrl: webApp(site), hostUrl: new URL(hostUrlOf(project, env)), envScript: deployedEnvScript(env) };
}
