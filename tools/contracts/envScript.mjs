// `/env.js`, from environment variables so that one build serves every environment; with none set, the
// local stack. Which build of a remote runs is not here: the page asks the remote's own site.
import { REMOTES, SERVICE_PORTS } from '../apps.mjs';

const CONFIG_GLOBAL = '__STOREFRONT_CONFIG__';

export function runtimeConfigFromEnv(env = process.env) {
  // A site is a folder: an address given as its manifest's names the same site.
  const remote = ({ name, port }) => new URL('./', env[`STOREFRONT_${name.toUpperCase()}_URL`] ?? `http://localhost:${port}/`).href;
  const realProject = Boolean(env.FIREBASE_PROJECT_ID && env.FIREBASE_API_KEY);
  const config = {
    remotes: Object.fromEntries(REMOTES.map((app) => [app.name, remote(app)])),
    firebase: realProject
      ? {
          apiKey: env.FIREBASE_API_KEY,
          authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
          projectId: env.FIREBASE_PROJECT_ID,
          ...(env.FIREBASE_APP_ID ? { appId: env.FIREBASE_APP_ID } : {}),
        }
      : { apiKey: 'demo-api-key', authDomain: 'demo-storefront.firebaseapp.com', projectId: 'demo-storefront' },
  };
  if (!realProject) {
    config.emulators = {
      auth: `http://127.0.0.1:${SERVICE_PORTS.authEmulator}`,
      firestore: { host: '127.0.0.1', port: SERVICE_PORTS.firestore },
    };
  }
  if (env.TOKEN_SYNC_URL) config.tokenSyncUrl = env.TOKEN_SYNC_URL;
  if (env.VITALS_URL) config.vitalsUrl = env.VITALS_URL;
  return config;
}

export function envScript(config = runtimeConfigFromEnv()) {
  return `self.${CONFIG_GLOBAL}=${JSON.stringify(config)};\n`;
}

export function envScriptMiddleware(config) {
  return (_req, res) => {
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(envScript(config ?? runtimeConfigFromEnv()));
  };
}

/** Without these a deployed page would fall back to localhost and the emulators. */
export const DEPLOY_VARIABLES = [...REMOTES.map(({ name }) => `STOREFRONT_${name.toUpperCase()}_URL`), 'FIREBASE_API_KEY', 'FIREBASE_PROJECT_ID'];

export function deployedEnvScript(env = process.env) {
  const missing = DEPLOY_VARIABLES.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`env.js for a deployed site needs ${missing.join(', ')}; refusing to write the local stack's defaults`);
  return envScript(runtimeConfigFromEnv(env));
}
