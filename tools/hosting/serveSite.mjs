// One Hosting site served with superstatic, the Hosting emulator's engine, as Hosting serves it: what a
// deploy leaves out is a 404 too, and a rewrite to a function goes to the Functions emulator.
import { existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { escape, globSync } from 'glob';
import superstaticPackage from 'superstatic';
import { earlierBuilds } from './earlierBuilds.mjs';
import { ROBOTS_FILE, robotsMiddleware } from './robots.mjs';
import { HOST } from '../apps.mjs';
import { envScriptMiddleware } from '../contracts/envScript.mjs';
import { hostingSites, ROOT } from '../sites/sites.mjs';
import { noReleaseMiddleware, RELEASE_FILE } from '../contracts/releaseFile.mjs';

const FILE_ANSWERS = new Set([200, 206, 304]);

// The rules name the files a build held when completed, and the folder can change under them: a browser
// must never keep a miss. Installed first, this runs after superstatic sets its rules' headers.
function keepOnlyFilesCached(res) {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadOnlyFilesCached(status, ...rest) {
    if (!FILE_ANSWERS.has(typeof status === 'number' ? status : this.statusCode)) this.setHeader('Cache-Control', 'no-cache');
    return writeHead.call(this, status, ...rest);
  };
}

function isLeftOut(publicDir, urlPath, ignore) {
  let relative;
  try {
    relative = decodeURIComponent(urlPath).replace(/^\/+/, '');
  } catch {
    return false;
  }
  const file = path.join(publicDir, relative);
  if (!relative || !file.startsWith(publicDir + path.sep) || !existsSync(file) || !statSync(file).isFile()) return false;
  return globSync(escape(relative), { cwd: publicDir, dot: true, follow: true, nodir: true, posix: true, ignore }).length === 0;
}

/** The two forms the sites' rewrites use: `/shop` and `/shop/**`. */
function matchesSource(pathname, source) {
  if (!source.endsWith('/**')) return pathname === source;
  const folder = source.slice(0, -'/**'.length);
  return pathname === folder || pathname.startsWith(`${folder}/`);
}

/** A cold start in the emulator included. */
const FUNCTION_TIMEOUT_MS = 10_000;

const RELAYED = ['content-type', 'content-encoding', 'vary', 'cache-control', 'location', 'link'];

/** Not fetch, which would decode the bytes the function sent; rejects where it gave no answer. */
function answerFromFunction(req, res, url) {
  return new Promise((resolve, reject) => {
    const headers = { 'x-forwarded-host': req.headers.host ?? '', 'x-forwarded-proto': 'http', accept: req.headers.accept ?? '*/*' };
    if (req.headers['accept-encoding']) headers['accept-encoding'] = req.headers['accept-encoding'];
    const asked = http.request(url, { method: req.method === 'HEAD' ? 'HEAD' : 'GET', headers, signal: AbortSignal.timeout(FUNCTION_TIMEOUT_MS) }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        // The function's own 404 (a product no build has) varies by coding, as its every answer does; the emulator's (no such function) does not.
        const own404 = response.statusCode === 404 && /accept-encoding/i.test(response.headers.vary ?? '');
        if (response.statusCode >= 500 || (response.statusCode === 404 && !own404)) return reject(new Error(`${url} answered ${response.statusCode}`));
        res.statusCode = response.statusCode;
        for (const name of RELAYED) if (response.headers[name] !== undefined) res.setHeader(name, response.headers[name]);
        res.end(Buffer.concat(chunks));
        resolve();
      });
    });
    asked.on('error', reject);
    asked.end();
  });
}

/** So that a function down says so once, not at every request, until it answers again. */
const silent = new Set();
function sayOnce(functions, message) {
  if (silent.has(functions.origin)) return;
  silent.add(functions.origin);
  console.warn(`[hosting] ${message}`);
}

function notDeployed(res) {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Not Found');
}

const superstatic = superstaticPackage.default;

function siteHandler({ site, config, root, functions, otherwise = (_req, res) => notDeployed(res) }) {
  const envScript = envScriptMiddleware(config);
  const publicDir = path.join(root, site.public);
  const released = () => existsSync(path.join(publicDir, RELEASE_FILE));
  const left = (filePath) => isLeftOut(publicDir, filePath, site.ignore ?? []);
  const functionRewrites = (site.rewrites ?? []).filter((rewrite) => rewrite.function);
  const functionAt = (pathname) => functionRewrites.find(({ source }) => matchesSource(pathname, source))?.function;
  const middleware = superstatic({
    config: { ...site, rewrites: (site.rewrites ?? []).filter((rewrite) => !rewrite.function) },
    cwd: root,
    compression: true,
    stack: 'strict',
    fallthrough: false,
    before: {
      redirects: (req, res, next) => {
        keepOnlyFilesCached(res);
        next();
      },
      files: (req, res, next) => {
        if (req.url === '/env.js') return envScript(req, res);
        if (req.url === `/${ROBOTS_FILE}` && site.target === HOST.hosting) return robotsMiddleware(req, res);
        if (req.url === `/${RELEASE_FILE}` && !released()) return noReleaseMiddleware(req, res);
        const { pathname } = new URL(req.url, 'http://site');
        const rewrite = functionAt(pathname);
        if (rewrite) {
          // The page without the shop's markup: a failure, which no cache keeps.
          const asPage = () => {
            req.url = '/index.html';
            res.setHeader('Cache-Control', 'no-cache');
            next();
          };
          if (!functions) return asPage();
          const url = `${functions.origin}/${functions.project}/${rewrite.region}/${rewrite.functionId}${req.url}`;
          return answerFromFunction(req, res, url).then(
            () => silent.delete(functions.origin),
            (error) => {
              sayOnce(functions, `the shop's function gave no answer (${error.message}${functions.why?.() ? `; ${functions.why()}` : ''}): shop addresses are served without their view until it answers`);
              asPage();
            },
          );
        }
        if (left(pathname)) return notDeployed(res);
        return next();
      },
    },
  });
  return (req, res) => middleware(req, res, () => otherwise(req, res));
}

/** A folder built in place under the stack: a file it no longer holds comes from its earlier builds. */
function buildInPlaceHandler({ completed, config, root, functions, earlier, now }) {
  const site = completed();
  const builds = earlierBuilds({ publicDir: path.join(root, site.public), keptDir: path.join(root, earlier), now });
  const handlerFor = (rules) => {
    const fromEarlier = siteHandler({ site: { ...rules, public: path.relative(root, builds.keptFolder) }, config, root });
    return siteHandler({ site: rules, config, root, functions, otherwise: fromEarlier });
  };
  let handler = handlerFor(site);
  return (req, res) => {
    if (builds.remember()) handler = handlerFor(completed());
    handler(req, res);
  };
}

/** The rules completed again for the folder at each publish to it (its release file rewritten): they name its files and its kept pages' inline hashes. */
function rehearsalHandler({ completed, rehearsal, config, root, functions }) {
  const release = path.join(root, rehearsal, RELEASE_FILE);
  let handler;
  let published;
  return () => {
    const stamp = statSync(release).mtimeMs;
    if (stamp !== published) {
      const { target } = completed();
      const rules = hostingSites({ root, builds: { [target]: path.join(root, rehearsal) } }).find((site) => site.target === target);
      handler = siteHandler({ site: rules, config, root, functions });
      published = stamp;
    }
    return handler;
  };
}

/**
 * `site` may be a function, completing it again for each new build; `rehearsal` is served in place of
 * `public` whenever it holds a release file; `earlier` keeps `public`'s earlier builds' files.
 * @param {{ site: object | (() => object), port: number, config?: object, root?: string, rehearsal?: string,
 *   functions?: { origin: string, project: string }, earlier?: string, now?: () => number }} options
 * @returns {Promise<import('node:http').Server>}
 */
export function serveSite({ site, port, config, root = ROOT, rehearsal, functions, earlier, now }) {
  const completed = typeof site === 'function' ? site : () => site;
  const served = earlier ? buildInPlaceHandler({ completed, config, root, functions, earlier, now }) : siteHandler({ site: completed(), config, root, functions });
  const rehearsed = rehearsal && rehearsalHandler({ completed, rehearsal, config, root, functions });
  const handler = rehearsed ? (req, res) => (existsSync(path.join(root, rehearsal, RELEASE_FILE)) ? rehearsed() : served)(req, res) : served;
  const server = http.createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
