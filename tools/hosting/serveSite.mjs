/**
 * Serves one Hosting site on this machine with superstatic, the engine of the Firebase Hosting emulator:
 * the same `headers` rules, matched the same way (globs, regexes, the last match winning), compressed,
 * and no file found is a 404. What a deploy leaves out is not there either: a file the site's `ignore`
 * names (source maps, the build's stats and hash lists) is a 404, as on Hosting. `/env.js` is answered
 * from the environment on each request, with that site's headers, where a deployed site serves the file
 * `npm run deploy` wrote; and a site with no release file says it has none (one build at its root), as
 * a remote's dev server does.
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
import { envScriptMiddleware } from './envScript.mjs';
import { ROOT } from './sites.mjs';
import { noReleaseMiddleware, RELEASE_FILE } from '../release/releaseFile.mjs';

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

function notDeployed(res) {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Not Found');
}

/** superstatic's middleware (its server is this, mounted and listening): a request it finds no file for is its 404. */
const superstatic = superstaticPackage.default;

/**
 * The site served from its `public` folder, as a request handler.
 * @param {{ site: object, config?: object, root: string }} options
 */
function siteHandler({ site, config, root }) {
  const envScript = envScriptMiddleware(config);
  const publicDir = path.join(root, site.public);
  const released = () => existsSync(path.join(publicDir, RELEASE_FILE));
  const left = (filePath) => isLeftOut(publicDir, filePath, site.ignore ?? []);
  const middleware = superstatic({
    config: site,
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
        if (left(new URL(req.url, 'http://site').pathname)) return notDeployed(res);
        return next();
      },
    },
  });
  return (req, res) => middleware(req, res, () => notDeployed(res));
}

/**
 * @param {{ site: object, port: number, config?: object, root?: string, rehearsal?: string }} options
 *        site: a completed site (sites.mjs); root: where its `public` path starts; rehearsal: a folder
 *        (from root) served in place of `public` whenever it holds a release file (tools/release/rehearsal.mjs)
 * @returns {Promise<import('node:http').Server>}
 */
export function serveSite({ site, port, config, root = ROOT, rehearsal }) {
  const served = siteHandler({ site, config, root });
  const rehearsed = rehearsal && siteHandler({ site: { ...site, public: rehearsal }, config, root });
  const handler = rehearsed ? (req, res) => (existsSync(path.join(root, rehearsal, RELEASE_FILE)) ? rehearsed : served)(req, res) : served;
  const server = http.createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
