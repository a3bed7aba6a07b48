/**
 * Serves one app's production build the way its Firebase Hosting site does: compressed, with
 * `index.html`, `mf-manifest.json`, `remoteEntry.js` and `env.js` revalidated on every load, hashed
 * files cached for a year, CORS on what federation fetches across origins, and the security headers.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import compression from 'compression';
import helmet from 'helmet';
import { envScriptMiddleware, runtimeConfigFromEnv } from './envScript.mjs';
import { contentSecurityPolicy } from './securityPolicy.mjs';
import { INLINE_SCRIPT_HASHES, INLINE_STYLE_HASHES } from '../webpack/inlineSources.mjs';

const REVALIDATE = /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|env\.js)$|\/$/;
const HASHED = /\.[0-9a-f]{10}\.(js|css)$|^\/assets\//;

export function cacheControlFor(urlPath) {
  if (REVALIDATE.test(urlPath)) return 'no-cache';
  if (HASHED.test(urlPath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** The CSP hashes the build listed in one of its files (inline styles, inline scripts), if it wrote it. */
export function hashesListed(dist, name) {
  const file = path.join(dist, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
}

/**
 * @param {{ dir: string, config?: object }} options  dir: the app's folder (its `dist` is served)
 */
export function createStaticApp({ dir, config = runtimeConfigFromEnv() }) {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(config, {
          inlineStyles: hashesListed(path.join(dir, 'dist'), INLINE_STYLE_HASHES),
          inlineScripts: hashesListed(path.join(dir, 'dist'), INLINE_SCRIPT_HASHES),
        }),
      },
      // Remotes' files are fetched by the host's page on another origin.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // The Google sign-in popup must be able to report back to its opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // The same as the policy's `frame-ancestors 'none'`, for browsers that know only this header.
      xFrameOptions: { action: 'deny' },
      // HSTS means something only over HTTPS, which the deployed sites' hosting adds; this server is plain HTTP.
      strictTransportSecurity: false,
    }),
  );
  app.use((req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', cacheControlFor(req.path));
    next();
  });
  app.get('/env.js', envScriptMiddleware(config));
  app.use(express.static(path.join(dir, 'dist'), { etag: true, lastModified: true, cacheControl: false, index: 'index.html' }));
  app.use((_req, res) => res.status(404).type('text/plain').send('Not found'));
  return app;
}
