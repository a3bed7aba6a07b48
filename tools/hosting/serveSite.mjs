/**
 * Serves one Hosting site on this machine with superstatic, the engine of the Firebase Hosting emulator:
 * the same `headers` rules, matched the same way (globs, regexes, the last match winning), compressed,
 * and no file found is a 404. `/env.js` is answered from the environment on each request, with that
 * site's headers, where a deployed site serves the file `npm run deploy` wrote.
 */
import { server as superstatic } from 'superstatic';
import { envScriptMiddleware } from './envScript.mjs';
import { ROOT } from './sites.mjs';

/**
 * @param {{ site: object, port: number, config?: object, root?: string }} options
 *        site: a completed site (sites.mjs); root: where its `public` path starts
 * @returns {Promise<import('node:http').Server>}
 */
export function serveSite({ site, port, config, root = ROOT }) {
  const envScript = envScriptMiddleware(config);
  const app = superstatic({
    config: site,
    cwd: root,
    port,
    hostname: '127.0.0.1',
    compression: true,
    stack: 'strict',
    before: { files: (req, res, next) => (req.url === '/env.js' ? envScript(req, res) : next()) },
  });
  return new Promise((resolve, reject) => {
    const server = app.listen(() => resolve(server));
    server.once('error', reject);
  });
}
