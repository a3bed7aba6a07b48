/**
 * `npm run emulate:hosting [-- --port 5000]`: the four builds served by the Firebase Hosting emulator
 * from a staged copy (stage.mjs), with exactly the config a deploy uploads and an `/env.js` pointing at
 * the emulated sites and the local stack's emulators (start those with `npm start`). It shows that what
 * `npm start` serves is what Hosting serves, and the e2e suite checks it (e2e/tests/hosting.spec.ts).
 * Ctrl-C stops it.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { envScript, runtimeConfigFromEnv } from '../serve/envScript.mjs';
import { waitForPort } from '../stack/checkPorts.mjs';
import { ROOT } from './sites.mjs';
import { stageHosting } from './stage.mjs';

const PROJECT = 'demo-storefront';

/** firebase-tools serves the first site on the configured port and each further one on port + 4 + its index. */
function emulatedPorts(port) {
  return { host: port, shop: port + 5, cart: port + 6, auth: port + 7 };
}

const { values } = parseArgs({ options: { port: { type: 'string', default: '5000' } } });
const ports = emulatedPorts(Number(values.port));
const url = (target) => `http://localhost:${ports[target]}`;
const env = {
  ...process.env,
  STOREFRONT_HOST_URL: url('host'),
  STOREFRONT_SHOP_URL: `${url('shop')}/mf-manifest.json`,
  STOREFRONT_CART_URL: `${url('cart')}/mf-manifest.json`,
  STOREFRONT_AUTH_URL: `${url('auth')}/mf-manifest.json`,
};
const dir = path.join(ROOT, '.tmp', `hosting-emulator-${ports.host}`);
const sites = Object.fromEntries(Object.entries(JSON.parse(readFileSync(path.join(ROOT, '.firebaserc'), 'utf8')).targets[PROJECT].hosting).map(([target, [site]]) => [target, site]));
const config = await stageHosting({
  dir,
  env,
  envScript: envScript(runtimeConfigFromEnv(env)),
  project: PROJECT,
  sites,
  // Its own hub and logging ports, so that it runs beside the local stack's Auth emulator.
  emulators: {
    hosting: { host: '127.0.0.1', port: ports.host },
    hub: { host: '127.0.0.1', port: ports.host + 10 },
    logging: { host: '127.0.0.1', port: ports.host + 11 },
    ui: { enabled: false },
    singleProjectMode: true,
  },
});

const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'firebase'), ['emulators:start', '--only', 'hosting', '--project', PROJECT, '--config', config], {
  cwd: dir,
  stdio: ['ignore', 'inherit', 'inherit'],
  // The emulator hub finds a running one of the same project through a file in the temp folder.
  env: { ...process.env, TMPDIR: dir, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
});
const stop = () => child.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.once('exit', (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});

await Promise.all(Object.values(ports).map((port) => waitForPort(port, { timeoutMs: 90_000 })));
console.log(`Hosting emulator ready: ${url('host')} (shop ${ports.shop}, cart ${ports.cart}, auth ${ports.auth})`);
