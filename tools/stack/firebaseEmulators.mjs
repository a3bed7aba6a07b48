import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST, SERVICE_PORTS } from '../apps.mjs';
import { SHOP_FUNCTION } from '../sites/sites.mjs';
import { portAnswers } from './checkPorts.mjs';
import { startService } from './service.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const PROJECT = 'demo-storefront';
export const FUNCTIONS_ORIGIN = `http://127.0.0.1:${SERVICE_PORTS.functionsEmulator}`;

// FUNCTIONS_EMULATOR_PARALLEL (50 by default): the emulator starts a Node process per request in flight,
// where a deployed instance answers many in one; fifty links at once on 2 cores held the page past the
// host's wait for the shop. Two: a slow answer holds up no other, and a burst starts two at most.
export const FUNCTION_WORKERS = 2;

export async function functionLoaded(origin) {
  try {
    const response = await fetch(`${origin}/backends`);
    return response.ok && JSON.stringify(await response.json()).includes(`"${SHOP_FUNCTION.functionId}"`);
  } catch {
    return false;
  }
}

// Not `emulators:exec`, which stops them when its one script ends: the stack keeps them until Ctrl-C for
// any number of checks and suites. The function gets the sites in its environment, as a deploy gives it.
export async function startFirebaseEmulators({ log = console.log, functions = false, hostSite, shopSite } = {}) {
  const only = functions ? 'auth,functions' : 'auth';
  const env = { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: process.env.CI ?? '', FUNCTIONS_EMULATOR_PARALLEL: String(FUNCTION_WORKERS) };
  if (hostSite) env.STOREFRONT_HOST_URL = hostSite;
  if (shopSite) env.STOREFRONT_SHOP_URL = shopSite;
  const emulator = await startService({
    name: functions ? 'The Auth and Functions emulators' : 'The Auth emulator',
    log: 'firebase-emulators.log',
    command: path.join(root, 'node_modules', '.bin', 'firebase'),
    args: ['emulators:start', '--only', only, '--project', PROJECT],
    options: { cwd: root, env },
    ready: async () => (await portAnswers(SERVICE_PORTS.authEmulator)) && (!functions || (await functionLoaded(FUNCTIONS_ORIGIN))),
    timeoutMs: 90_000,
    // firebase-tools shuts its emulators down on SIGINT, as on Ctrl-C.
    stopSignal: 'SIGINT',
  });
  log(`Auth emulator on http://127.0.0.1:${SERVICE_PORTS.authEmulator}`);
  if (functions) log(`The shop's function on ${FUNCTIONS_ORIGIN}/${PROJECT}/${SHOP_FUNCTION.region}/${SHOP_FUNCTION.functionId} (for ${HOST.folder}'s /shop/ addresses)`);
  return emulator;
}
