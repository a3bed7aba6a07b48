import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST, SERVICE_PORTS } from '../apps.mjs';
import { SHOP_FUNCTION } from '../sites/sites.mjs';
import { portAnswers } from './checkPorts.mjs';
import { startService } from './service.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const PROJECT = 'demo-storefront';
/** Where the Functions emulator answers for the functions firebase.json's rewrites name. */
export const FUNCTIONS_ORIGIN = `http://127.0.0.1:${SERVICE_PORTS.functionsEmulator}`;

/**
 * How many requests the Functions emulator runs at once (firebase-tools' `FUNCTIONS_EMULATOR_PARALLEL`,
 * 50 by default); the others wait in its queue. It runs each request in a Node process of its own, and
 * starts another process for each request in flight that finds none idle, where a deployed instance
 * answers many at once in one: fifty shared links at once started fifty processes on a 2-core machine,
 * whose start-ups held answers past the host's wait for the function (the page served without the
 * shop). Two: a slow answer does not hold up every other, and a burst starts two processes at most.
 */
export const FUNCTION_WORKERS = 2;

/** Whether the Functions emulator has loaded the shop's function (its list of backends names it). */
export async function functionLoaded(origin) {
  try {
    const response = await fetch(`${origin}/backends`);
    return response.ok && JSON.stringify(await response.json()).includes(`"${SHOP_FUNCTION.functionId}"`);
  } catch {
    return false;
  }
}

/**
 * Starts the Firebase emulators of the local stack in one firebase-tools process (project
 * demo-storefront: no login, no network): Auth, which keeps its state in memory only (every start is a
 * clean slate), and, with `functions`, the shop's Cloud Function (remote-shop/functions), told the host's
 * site and the shop's own in its environment, as a deploy tells it (tools/functions/functionDeployPlan.mjs),
 * which the emulator hands to the function.
 * Not `firebase emulators:exec`: it runs one script and stops the emulators when that script ends, where the
 * stack keeps them running beside the apps' servers and Firestore (which may be the stand-in) until Ctrl-C,
 * for any number of checks, rehearsals and suites to run against it, each finding it by its record.
 * @param {{ log?: (message: string) => void, functions?: boolean, hostSite?: string, shopSite?: string }} [options]
 */
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
