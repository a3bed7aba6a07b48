/**
 * The Firebase Hosting sites, one per app, as `firebase.json` declares them, completed with what only the
 * environment and the build know: each site's Content-Security-Policy (the remotes' and Firebase's
 * origins, the hashes of the inline styles and scripts its build wrote) and, on the remotes, CORS for the host's origin.
 * What `npm start` serves, what the Hosting emulator test serves and what `npm run deploy` uploads all
 * come from here (docs/deploy.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PORTS } from '../ports.mjs';
import { runtimeConfigFromEnv } from '../serve/envScript.mjs';
import { contentSecurityPolicy } from '../serve/securityPolicy.mjs';
import { INLINE_SCRIPT_HASHES, INLINE_STYLE_HASHES } from '../webpack/inlineSources.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The checked-in `firebase.json`. */
export function readFirebaseJson(root = ROOT) {
  return JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
}

/** The origin the host's page is served from, the one origin the remotes' CORS allows. */
function hostOriginFromEnv(env = process.env) {
  return new URL(env.STOREFRONT_HOST_URL ?? `http://localhost:${PORTS.host}`).origin;
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
 * @param {object} site  one entry of firebase.json's `hosting` array
 * @param {{ config: object, hostOrigin: string, inline: { inlineStyles: string[], inlineScripts: string[] } }} context
 */
function completeSite(site, { config, hostOrigin, inline }) {
  const headers = [{ key: 'Content-Security-Policy', value: serializePolicy(contentSecurityPolicy(config, inline)) }];
  if (site.target !== 'host') headers.push({ key: 'Access-Control-Allow-Origin', value: hostOrigin });
  // Hosting applies every matching rule in order, the last one winning for a key: these keys are set by
  // no other rule, and broad rules go first.
  return { ...site, headers: [{ source: '**', headers }, ...site.headers] };
}

/**
 * Every site of firebase.json, completed for this environment and the builds in its `public` folders.
 * @param {{ root?: string, env?: NodeJS.ProcessEnv, builds?: Record<string, string> }} [options]
 *        root: where the `public` folders are (the repository, or a folder laid out like it);
 *        builds: a target's build in another folder (the benchmark's single bundle as the host)
 */
export function hostingSites({ root = ROOT, env = process.env, builds = {} } = {}) {
  const config = runtimeConfigFromEnv(env);
  const hostOrigin = hostOriginFromEnv(env);
  return readFirebaseJson().hosting.map((declared) => {
    const build = builds[declared.target];
    const site = build ? { ...declared, public: path.relative(ROOT, build) } : declared;
    return completeSite(site, { config, hostOrigin, inline: inlineSourcesOf(build ?? path.resolve(root, site.public)) });
  });
}
