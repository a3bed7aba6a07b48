// Each app's Hosting site: the rules all sites share (siteRules.json) completed with what only the app's
// role, the environment and the build know. The stack, the deploy and the release all serve these.
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

export const SITE_RULES = JSON.parse(readFileSync(new URL('./siteRules.json', import.meta.url), 'utf8'));

export function deployedFiles(publicDir) {
  if (!existsSync(publicDir)) return [];
  return globSync('**/*', { cwd: publicDir, dot: true, follow: true, nodir: true, posix: true, ignore: SITE_RULES.ignore }).sort();
}

// A name made from its content always holds the same bytes: kept a year, and safe to serve after its build has gone.
const CONTENT_NAMED = new RegExp(SITE_RULES.headers.find(({ headers }) => headers.some(({ value }) => value.includes('immutable'))).files, 'u');
export const isContentNamed = (file) => CONTENT_NAMED.test(file);

const escapeRegex = (text) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

// Hosting matches rules on the address asked, whatever the answer: a pattern like `*.<hash>.js` would give a
// chunk not yet deployed a year-long 404. Named one by one, only the build's files match; a miss gets no-cache.
function ruleForFiles({ files: pattern, headers }, files) {
  const matching = files.filter((file) => new RegExp(pattern, 'u').test(file));
  return matching.length ? [{ regex: `^/(${matching.map(escapeRegex).join('|')})$`, headers }] : [];
}

// The shop's addresses and the sitemap are answered by the shop team's function.
const { SHOP_SEGMENT, SITEMAP_PATH } = shopAddress;
export const SHOP_SOURCES = [`/${SHOP_SEGMENT}`, `/${SHOP_SEGMENT}/**`, SITEMAP_PATH];
// The function reads its name and region from this file too.
export const SHOP_FUNCTION = shopFunction;
const SHOP_REWRITES = SHOP_SOURCES.map((source) => ({ source, function: SHOP_FUNCTION }));

// Hosting's RE2 has no lookahead: at each letter of the segment the path ends or another letter follows,
// or the whole segment is followed by anything but `/`.
function notUnder(segment) {
  const escape = (text) => text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
  const turns = [...segment].map((letter, at) => {
    const otherwise = `$|[^${escape(letter)}].*`;
    return at === 0 ? otherwise : `${escape(segment.slice(0, at))}(${otherwise})`;
  });
  return `^/(${[...turns, `${escape(segment)}[^/].*`].join('|')})$`;
}

/** Where the host's Cache-Control applies: on the shop's addresses a rule's would win over the function's own. */
export const NOT_SHOP_ADDRESS = notUnder(SHOP_SEGMENT);

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

// A team's release has the project and no API key: a remote's policy names Firebase from the project
// alone, so that it is the same whoever publishes it.
function remotePolicyConfig(config, env) {
  const project = env.FIREBASE_PROJECT_ID;
  if (!project || project.startsWith('demo-')) return { ...config, remotes: {} };
  const deployed = { ...config, remotes: {}, firebase: { ...config.firebase, projectId: project, authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${project}.firebaseapp.com` } };
  delete deployed.emulators;
  return deployed;
}

function completeSite(site, { remote, config, env, inline, files }) {
  // A remote's only page is its team's own, which runs that remote alone: no other team's origin.
  const policy = contentSecurityPolicy(remote ? remotePolicyConfig(config, env) : config, inline);
  const headers = [
    { key: 'Content-Security-Policy', value: serializePolicy(policy) },
    // A remote's files are loaded by the host's page, from another origin; the host's by itself alone.
    { key: 'Cross-Origin-Resource-Policy', value: remote ? 'cross-origin' : 'same-origin' },
  ];
  // Public code and data, fetched without credentials; what runs on a page is the host's CSP to decide.
  if (remote) headers.push({ key: 'Access-Control-Allow-Origin', value: '*' });
  // Hosting applies every matching rule in order, the last winning for a key: broad rules go first.
  // Copies: a server given the rules may rewrite them (superstatic puts a slash before each glob).
  const shared = structuredClone(SITE_RULES.headers).flatMap((rule) => ('files' in rule ? ruleForFiles(rule, files) : [rule]));
  if (remote) return { ...site, ignore: SITE_RULES.ignore, headers: [{ source: '**', headers }, ...shared] };
  return { ...site, ignore: SITE_RULES.ignore, headers: [{ source: '**', headers }, ...leaveShopAddressesToTheFunction(shared)], rewrites: SHOP_REWRITES };
}

/**
 * `builds`: a target's build in another folder (the benchmark's single bundle); `alsoInline`: by target,
 * inline sources its policy admits beside its build's (earlier deploys' pages still served).
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
