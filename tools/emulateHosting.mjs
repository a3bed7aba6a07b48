// `npm run emulate:hosting`: the builds in the Hosting emulator with exactly the config a deploy uploads, so
// the e2e suite can show that what `npm start` serves is what Hosting serves.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, HOST, REMOTES } from './apps.mjs';
import { siteOf } from './hosting/projectSites.mjs';
import { envScript, runtimeConfigFromEnv } from './contracts/envScript.mjs';
import { waitForPort } from './stack/checkPorts.mjs';
import { FUNCTION_WORKERS, functionLoaded } from './stack/firebaseEmulators.mjs';
import firebaseConfig from '../firebase.json' with { type: 'json' };
import { ROOT } from './sites/sites.mjs';
import { stageHosting } from './hosting/stage.mjs';

const PROJECT = 'demo-storefront';

// firebase-tools serves the first site on the configured port and each further one on port + 4 + its index.
function emulatedPorts(port) {
  return Object.fromEntries(APPS.map((app, index) => [app.hosting, index === 0 ? port : port + 4 + index]));
}

const { values } = parseArgs({ options: { port: { type: 'string', default: '5000' } } });
const ports = emulatedPorts(Number(values.port));
const url = (target) => `http://localhost:${ports[target]}`;
const env = { ...process.env, ...Object.fromEntries(REMOTES.map((app) => [`STOREFRONT_${app.name.toUpperCase()}_URL`, `${url(app.hosting)}/`])) };
const hostPort = ports[HOST.hosting];
const functionsPort = hostPort + 12;
const dir = path.join(ROOT, '.tmp', `hosting-emulator-${hostPort}`);
const sites = Object.fromEntries(APPS.map((app) => [app.hosting, siteOf(app.hosting, PROJECT, {})]));
const config = stageHosting({
  dir,
  env,
  envScript: envScript(runtimeConfigFromEnv(env)),
  hostUrl: `${url(HOST.hosting)}/`,
  project: PROJECT,
  sites,
  // Its own hub and logging ports, so that it runs beside the local stack's Auth emulator.
  emulators: {
    hosting: { host: '127.0.0.1', port: hostPort },
    functions: { host: '127.0.0.1', port: functionsPort },
    hub: { host: '127.0.0.1', port: hostPort + 10 },
    logging: { host: '127.0.0.1', port: hostPort + 11 },
    ui: { enabled: false },
    singleProjectMode: true,
  },
  functions: firebaseConfig.functions.map((codebase) => ({ ...codebase, source: path.relative(dir, path.join(ROOT, codebase.source)) })),
});

const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'firebase'), ['emulators:start', '--only', 'hosting,functions', '--project', PROJECT, '--config', config], {
  cwd: dir,
  stdio: ['ignore', 'inherit', 'inherit'],
  // The emulator hub finds a running one of the same project through a file in the temp folder.
  env: { ...process.env, TMPDIR: dir, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', STOREFRONT_HOST_URL: `${url(HOST.hosting)}/`, STOREFRONT_SHOP_URL: `${url('shop')}/`, FUNCTIONS_EMULATOR_PARALLEL: String(FUNCTION_WORKERS) },
});
const stop = () => child.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.once('exit', (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});

await Promise.all(Object.values(ports).map((port) => waitForPort(port, { timeoutMs: 90_000 })));
// The Functions emulator listens seconds before it has loaded the function, and Hosting answers 404 till then.
const functionsOrigin = `http://127.0.0.1:${functionsPort}`;
for (const started = Date.now(); !(await functionLoaded(functionsOrigin)); ) {
  if (Date.now() - started > 90_000) throw new Error(`The Functions emulator on ${functionsOrigin} did not load the shop's function in 90 s`);
  await new Promise((resolve) => setTimeout(resolve, 250));
}
console.log(`Hosting emulator ready: ${url(HOST.hosting)} (${REMOTES.map((app) => `${app.name} ${ports[app.hosting]}`).join(', ')})`);
