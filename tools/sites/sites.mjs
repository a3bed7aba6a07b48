/**
 * The Firebase Hosting sites, one per app of tools/apps.json, each with the rules every site shares
 * (siteRules.json: what is ignored, the cache and security headers) completed with what only the app's
 * role, the environment and the build know: each site's Content-Security-Policy (on the host, the
 * remotes' and Firebase's origins and the hashes of the inline styles and scripts its build wrote), on
 * the remotes open CORS and a cross-origin resource policy, and the files the build holds, named one by
 * one in the rules that let a browser keep them. What `npm start` serves, what the Hosting
 * emulator test serves and what `npm run deploy` and `npm run release` upload all come from here
 * (docs/deploy.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { globSync } from 'glob';
import { APPS, HOST } from '../apps.mjs';
import { shopAddress } from '../contracts/shopAddress.mjs';
import { runtimeConfigFromEnv } from '../contracts/envScript.mjs';
import { contentSecurityPolicy } from './securityPolicy.mjs';
import { inlineSourcesOf } from './inlineHashes.mjs';
import shopFunction from '../../remote-shop/functions/endpoint.json' with { type: 'json' };

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** What every site shares: the files never uploaded, and the header rules in the order Hosting applies them. */
export const SITE_RULES = JSON.parse(readFileSync(new URL('./siteRules.json', import.meta.url), 'utf8'));

/**
 * The files a deploy of the folder uploads, by their path from the site's root: all but those the sites'
 * `ignore` names, listed with glob as firebase-tools lists them.
 */
export function deployedFiles(publicDir) {
  if (!existsSync(publicDir)) return [];
  return globSync('**/*', { cwd: publicDir, dot: true, follow: true, nodir: true, posix: true, ignore: SITE_RULES.ignore }).sort();
}

/**
 * Whether a file's name is made from its content (a hash, or the build's `assets/` folder), so that the
 * same name always holds the same bytes: the files a browser keeps a year, and the ones a site may go on
 * serving after the build that made them has gone (the local stack's earlier builds, the host's earlier
 * deploys), the files a page that is still open may ask for late.
 */
const CONTENT_NAMED = new RegExp(SITE_RULES.headers.find(({ headers }) => headers.some(({ value }) => value.includes('immutable'))).files, 'u');
export const isContentNamed = (file) => CONTENT_NAMED.test(file);

const escapeRegex = (text) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/**
 * A rule of siteRules.json that applies to files (`files`: a pattern of their path from the site's root)
 * as a Hosting rule naming each such file of the build, or none when no file matches. Hosting matches
 * rules on the address asked for, whatever the answer: a pattern such as `*.<hash>.js` would give a
 * miss of that shape (a chunk asked for before a deploy has put it there) a policy meant for the file,
 * and a browser or CDN would keep the 404 for as long. Named one by one, only a file that exists in the
 * build matches, and a miss gets the first rule's `no-cache`.
 */
function ruleForFiles({ files: pattern, headers }, files) {
  const matching = files.filter((file) => new RegExp(pattern, 'u').test(file));
  return matching.length ? [{ regex: `^/(${matching.map(escapeRegex).join('|')})$`, headers }] : [];
}

/**
 * The shop's part of the site (`/shop`, `/shop/…`: the contracts' grammar of shop addresses) is the
 * storefront page, at the shop, with that view's products in it: the shop team's function
 * (remote-shop/functions) composes it. It also serves the site's sitemap and robots.txt, which the
 * shop's build writes from its catalogue.
 */
const { SHOP_SEGMENT, SITEMAP_PATH, ROBOTS_PATH } = shopAddress;
export const SHOP_SOURCES = [`/${SHOP_SEGMENT}`, `/${SHOP_SEGMENT}/**`, SITEMAP_PATH, ROBOTS_PATH];
// The function's own file says its name and region: the function reads it when it is defined.
export const SHOP_FUNCTION = shopFunction;
const SHOP_REWRITES = SHOP_SOURCES.map((source) => ({ source, function: SHOP_FUNCTION }));

/**
 * Every path that does not start with `/<segment>` followed by `/` or its end, as a regex Hosting's RE2
 * takes (it has no lookahead): at each letter of the segment, either the path ends there or a letter
 * other than the segment's follows; or the whole segment is followed by anything but `/`.
 */
function notUnder(segment) {
  const escape = (text) => text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
  const turns = [...segment].map((letter, at) => {
    const otherwise = `$|[^${escape(letter)}].*`;
    return at === 0 ? otherwise : `${escape(segment.slice(0, at))}(${otherwise})`;
  });
  return `^/(${[...turns, `${escape(segment)}[^/].*`].join('|')})$`;
}

/**
 * Every address outside the shop's part of the site: the host's rules give these their `Cache-Control`,
 * and leave the function's own on its answers (a view kept at the edge a minute, a failure never), where
 * a rule's would win.
 */
export const NOT_SHOP_ADDRESS = notUnder(SHOP_SEGMENT);

/** The host's rules, with the cache policy of a rule for every address (`**`) kept off the shop's. */
function leaveShopAddressesToTheFunction(rules) {
  return rules.flatMap((rule) => {
    const cache = rule.source === '**' ? rule.headers.filter(({ key }) => key === 'Cache-Control') : [];
    if (cache.length === 0) return [rule];
    return [{ ...rule, headers: rule.headers.filter(({ key }) => key !== 'Cache-Control') }, { regex: NOT_SHOP_ADDRESS, headers: cache }];
  });
}

export function serializePolicy(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * What a remote's site policy is made from. A team's release has the project and no API key, which the
 * host's runtime config needs to name a real project: a remote's names the project's Firebase from the
 * project alone, so that it is the same whoever publishes it.
 */
function remotePolicyConfig(config, env) {
  const project = env.FIREBASE_PROJECT_ID;
  if (!project || project.startsWith('demo-')) return { ...config, remotes: {} };
  const deployed = { ...config, remotes: {}, firebase: { ...config.firebase, projectId: project, authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${project}.firebaseapp.com` } };
  delete deployed.emulators;
  return deployed;
}

/**
 * @param {{ target: string, public: string }} site
 * @param {{ remote: boolean, config: object, env: NodeJS.ProcessEnv, inline: { inlineStyles: string[], inlineScripts: string[] }, files: string[] }} context
 */
function completeSite(site, { remote, config, env, inline, files }) {
  // A remote's only page is its team's own, which runs that remote alone: no other team's origin.
  const policy = contentSecurityPolicy(remote ? remotePolicyConfig(config, env) : config, inline);
  const headers = [
    { key: 'Content-Security-Policy', value: serializePolicy(policy) },
    // A remote's files are loaded by the host's page, from another origin; the host's by itself alone.
    { key: 'Cross-Origin-Resource-Policy', value: remote ? 'cross-origin' : 'same-origin' },
  ];
  // A remote's files are public code and data, fetched without credentials: any origin may read them, so
  // a remote's site needs no other team's address. What runs on a page is the host's CSP to decide.
  if (remote) headers.push({ key: 'Access-Control-Allow-Origin', value: '*' });
  // Hosting applies every matching rule in order, the last one winning for a key: these keys are set by
  // no other rule, and broad rules go first.
  // Copies: a server given the rules may rewrite them (superstatic puts a slash before each glob).
  const shared = structuredClone(SITE_RULES.headers).flatMap((rule) => ('files' in rule ? ruleForFiles(rule, files) : [rule]));
  if (remote) return { ...site, ignore: SITE_RULES.ignore, headers: [{ source: '**', headers }, ...shared] };
  return { ...site, ignore: SITE_RULES.ignore, headers: [{ source: '**', headers }, ...leaveShopAddressesToTheFunction(shared)], rewrites: SHOP_REWRITES };
}

/**
 * Every app's site, completed for this environment and the builds in its `public` folder.
 * @param {{ root?: string, env?: NodeJS.ProcessEnv, builds?: Record<string, string>, alsoInline?: Record<string, { inlineStyles: string[], inlineScripts: string[] }> }} [options]
 *        root: where the `public` folders are (the repository, or a folder laid out like it);
 *        builds: a target's build in another folder (the benchmark's single bundle as the host);
 *        alsoInline: by target, inline styles and scripts its policy admits beside its build's (those of
 *        the pages of earlier deploys still served: tools/hosting/earlierDeploys.mjs)
 */
export function hostingSites({ root = ROOT, env = process.env, builds = {}, alsoInline = {} } = {}) {
  const config = runtimeConfigFromEnv(env);
  return APPS.map((app) => {
    const build = builds[app.hosting];
    const site = { target: app.hosting, public: build ? path.relative(ROOT, build) : `${app.folder}/dist` };
    const publicDir = build ?? path.resolve(root, site.public);
    const own = inlineSourcesOf(publicDir);
    const also = alsoInline[app.hosting] ?? { inlineStyles: [], inlineScripts: [] };
    const inline = { inlineStyles: [...new Set([...own.inlineStyles, ...also.inlineStyles])], inlineScripts: [...new Set([...own.inlineScripts, ...also.inlineScripts])] };
    return completeSite(site, { remote: app !== HOST, config, env, inline, files: deployedFiles(publicDir) });
  });
}
