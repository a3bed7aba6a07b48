/**
 * Serves one Hosting site on this machine with superstatic, the engine of the Firebase Hosting emulator:
 * the same `headers` rules, matched the same way (globs, regexes, the last match winning), compressed,
 * and no file found is a 404. What a deploy leaves out is not there either: a file the site's `ignore`
 * names (source maps, the build's stats and hash lists) is a 404, as on Hosting. `/env.js` is answered
 * from the environment on each request, with that site's headers, where a deployed site serves the file
 * `npm run deploy` wrote; and a site with no release file says it has none (one build at its root), as
 * a remote's dev server does.
 *
 * A rewrite to a function (the host's shop addresses, to the shop's function) is proxied to the
 * Functions emulator, as the Hosting emulator does, with the address asked for named in
 * `X-Forwarded-Host`; where the function does not answer (not running, failing, or no emulator given),
 * the address is answered with the site's `index.html`, the page as the host serves it.
 *
 * Only an answer with a file's contents keeps the policy its rules give: any other (a 404 above all)
 * is sent `Cache-Control: no-cache`. The rules name the files a build held when they were completed,
 * and a folder served here can change under them (a build, a local release), so a file named there may
 * be missing by the time it is asked for; a browser must never keep that miss.
 */
import { existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { escape, globSync } from 'glob';
import superstaticPackage from 'superstatic';
import { earlierBuilds } from './earlierBuilds.mjs';
import { envScriptMiddleware } from '../contracts/envScript.mjs';
import { ROOT } from '../sites/sites.mjs';
import { noReleaseMiddleware, RELEASE_FILE } from '../contracts/releaseFile.mjs';

/** The statuses that answer with a file's contents (whole, in part, or as still valid). */
const FILE_ANSWERS = new Set([200, 206, 304]);

/**
 * Sends any other answer `no-cache`, whatever the rules matched. superstatic sets its rules' headers as
 * the head is written, and this runs after them, being installed first.
 */
function keepOnlyFilesCached(res) {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadOnlyFilesCached(status, ...rest) {
    if (!FILE_ANSWERS.has(typeof status === 'number' ? status : this.statusCode)) this.setHeader('Cache-Control', 'no-cache');
    return writeHead.call(this, status, ...rest);
  };
}

/** Whether the address names a file of the folder that a deploy leaves out (its `ignore`). */
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

/**
 * Whether an address is a rewrite's source: an address (`/shop`) or one with all below it (`/shop/**`),
 * the two forms the sites' rewrites use.
 */
function matchesSource(pathname, source) {
  if (!source.endsWith('/**')) return pathname === source;
  const folder = source.slice(0, -'/**'.length);
  return pathname === folder || pathname.startsWith(`${folder}/`);
}

/** How long a function has to answer, a cold start in the emulator included, before the page is served without it. */
const FUNCTION_TIMEOUT_MS = 10_000;

/** What of a function's answer reaches the browser, as Hosting passes it on: its body as sent, in the coding the function chose. */
const RELAYED = ['content-type', 'content-encoding', 'vary', 'cache-control', 'location', 'link'];

/**
 * Answers with the function's answer, its bytes as the function sent them (fetch would decode them);
 * throws where it gave none (down, failing, or unknown to the emulator).
 */
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

/** The last failure said of each function's origin, so that a function down says so once, not at every request. */
const silent = new Map();
function sayOnce(functions, message) {
  if (silent.get(functions.origin) === message) return;
  silent.set(functions.origin, message);
  console.warn(`[hosting] ${message}`);
}

function notDeployed(res) {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Not Found');
}

/** superstatic's middleware (its server is this, mounted and listening): a request it finds no file for is its 404. */
const superstatic = superstaticPackage.default;

/**
 * The site served from its `public` folder, as a request handler; what it finds no file for goes to
 * `otherwise` (a 404).
 * @param {{ site: object, config?: object, root: string, functions?: { origin: string, project: string, why?: () => string | undefined }, otherwise?: (req: object, res: object) => void }} options
 */
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

/**
 * A build folder served as its site while it is built in place (`npm run build -w <folder>` under the
 * running stack): a file the folder no longer holds is answered from its earlier builds
 * (earlierBuilds.mjs), as a site answers a page still open on one of them, and each new build is served
 * by the rules completed for it (`completed`), which name its files and, on the host, the hashes of the
 * inline script and styles its page carries.
 * @param {{ completed: () => object, config?: object, root: string, functions?: object, earlier: string, now?: () => number }} options
 */
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

/**
 * @param {{ site: object | (() => object), port: number, config?: object, root?: string, rehearsal?: string, functions?: { origin: string, project: string }, earlier?: string, now?: () => number }} options
 *        site: a completed site (sites.mjs), or how to complete it again for each new build (with
 *        `earlier`); root: where its `public` path starts; rehearsal: a folder
 *        (from root) served in place of `public` whenever it holds a release file (tools/stack/rehearsal.mjs);
 *        functions: where the Functions emulator answers, for which project, and what it last said went wrong; earlier: a folder (from
 *        root) where the files of `public`'s earlier builds are kept and served from; now: the clock they are kept by
 * @returns {Promise<import('node:http').Server>}
 */
export function serveSite({ site, port, config, root = ROOT, rehearsal, functions, earlier, now }) {
  const completed = typeof site === 'function' ? site : () => site;
  const served = earlier ? buildInPlaceHandler({ completed, config, root, functions, earlier, now }) : siteHandler({ site: completed(), config, root, functions });
  const rehearsed = rehearsal && siteHandler({ site: { ...completed(), public: rehearsal }, config, root, functions });
  const handler = rehearsed ? (req, res) => (existsSync(path.join(root, rehearsal, RELEASE_FILE)) ? rehearsed : served)(req, res) : served;
  const server = http.createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
