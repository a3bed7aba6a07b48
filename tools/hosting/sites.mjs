/**
 * The Firebase Hosting sites, one per app, as `firebase.json` declares them, completed with what only the
 * environment and the build know: each site's Content-Security-Policy (the remotes' and Firebase's
 * origins, the inline-style hashes its build wrote) and, on the remotes, CORS for the host's origin.
 * What `npm start` serves, what the Hosting emulator test serves and what `npm run deploy` uploads all
 * come from here (docs/deploy.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PORTS } from '../ports.mjs';
import { runtimeConfigFromEnv } from '../serve/envScript.mjs';
import { contentSecurityPolicy } from '../serve/securityPolicy.mjs';
import { INLINE_STYLE_HASHES } from '../webpack/inlineStyles.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The checked-in `firebase.json`. */
export function readFirebaseJson(root = ROOT) {
  return JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
}

/** The origin the host's page is served from, the one origin the remotes' CORS allows. */
export function hostOriginFromEnv(env = process.env) {
  return new URL(env.STOREFRONT_HOST_URL ?? `http://localhost:${PORTS.host}`).origin;
}

/** The CSP hashes of the inline styles the build put in a site's pages, if it put any. */
export function inlineStylesOf(publicDir) {
  const file = path.join(publicDir, INLINE_STYLE_HASHES);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
}

export function serializePolicy(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * @param {object} site  one entry of firebase.json's `hosting` array
 * @param {{ config: object, hostOrigin: string, inlineStyles: string[] }} context
 */
export function completeSite(site, { config, hostOrigin, inlineStyles }) {
  const headers = [{ key: 'Content-Security-Policy', value: serializePolicy(contentSecurityPolicy(config, { inlineStyles })) }];
  if (site.target !== 'host') headers.push({ key: 'Access-Control-Allow-Origin', value: hostOrigin });
  // Hosting applies every matching rule in order, the last one winning for a key: these keys are set by
  // no other rule, and broad rules go first.
  return { ...site, headers: [{ source: '**', headers }, ...site.headers] };
}

/**
 * Every site of firebase.json, completed for this environment and the builds in its `public` folders.
 * @param {{ root?: string, env?: NodeJS.ProcessEnv }} [options]  root: where the `public` folders are (the
 *        repository, or a folder laid out like it)
 */
export function hostingSites({ root = ROOT, env = process.env } = {}) {
  const config = runtimeConfigFromEnv(env);
  const hostOrigin = hostOriginFromEnv(env);
  return readFirebaseJson().hosting.map((site) =>
    completeSite(site, { config, hostOrigin, inlineStyles: inlineStylesOf(path.resolve(root, site.public)) }),
  );
}
