/**
 * The Firebase Hosting sites, one per app of tools/apps.json, each with the rules every site shares
 * (siteRules.json: what is ignored, the cache and security headers) completed with what only the app's
 * role, the environment and the build know: each site's Content-Security-Policy (the remotes' and
 * Firebase's origins, the hashes of the inline styles and scripts its build wrote) and, on the remotes,
 * CORS for the host's origin and a cross-origin resource policy. What `npm start` serves, what the
 * Hosting emulator test serves and what `npm run deploy` uploads all come from here (docs/deploy.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, HOST } from '../apps.mjs';
import { runtimeConfigFromEnv } from './envScript.mjs';
import { contentSecurityPolicy } from './securityPolicy.mjs';
import { INLINE_SCRIPT_HASHES, INLINE_STYLE_HASHES } from '../webpack/inlineSources.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** What every site shares: the files never uploaded, and the header rules in the order Hosting applies them. */
export const SITE_RULES = JSON.parse(readFileSync(new URL('./siteRules.json', import.meta.url), 'utf8'));

/** The origin the host's page is served from, the one origin the remotes' CORS allows. */
function hostOriginFromEnv(env = process.env) {
  return new URL(env.STOREFRONT_HOST_URL ?? `http://localhost:${HOST.port}`).origin;
}

function hashesListed(publicDir, name) {
  const file = path.join(publicDir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
}

/** The CSP hashes of the inline styles and scripts the build put in a site's pages, if it put any. */
function inlineSourcesOf(publicDir) {
  return { inlineStyles: hashesListed(publicDir, INLINE_STYLE_HASHES), inlineScripts: hashesListed(publicDir, INLINE_SCRIPT_HASHES) };
}

export function serializePolicy(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * @param {{ target: string, public: string }} site
 * @param {{ remote: boolean, config: object, hostOrigin: string, inline: { inlineStyles: string[], inlineScripts: string[] } }} context
 */
function completeSite(site, { remote, config, hostOrigin, inline }) {
  const headers = [
    { key: 'Content-Security-Policy', value: serializePolicy(contentSecurityPolicy(config, inline)) },
    // A remote's files are loaded by the host's page, from another origin; the host's by itself alone.
    { key: 'Cross-Origin-Resource-Policy', value: remote ? 'cross-origin' : 'same-origin' },
  ];
  if (remote) headers.push({ key: 'Access-Control-Allow-Origin', value: hostOrigin });
  // Hosting applies every matching rule in order, the last one winning for a key: these keys are set by
  // no other rule, and broad rules go first.
  return { ...site, ignore: SITE_RULES.ignore, headers: [{ source: '**', headers }, ...SITE_RULES.headers] };
}

/**
 * Every app's site, completed for this environment and the builds in its `public` folder.
 * @param {{ root?: string, env?: NodeJS.ProcessEnv, builds?: Record<string, string> }} [options]
 *        root: where the `public` folders are (the repository, or a folder laid out like it);
 *        builds: a target's build in another folder (the benchmark's single bundle as the host)
 */
export function hostingSites({ root = ROOT, env = process.env, builds = {} } = {}) {
  const config = runtimeConfigFromEnv(env);
  const hostOrigin = hostOriginFromEnv(env);
  return APPS.map((app) => {
    const build = builds[app.hosting];
    const site = { target: app.hosting, public: build ? path.relative(ROOT, build) : `${app.folder}/dist` };
    return completeSite(site, { remote: app !== HOST, config, hostOrigin, inline: inlineSourcesOf(build ?? path.resolve(root, site.public)) });
  });
}
