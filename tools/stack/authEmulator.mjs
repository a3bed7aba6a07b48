import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICE_PORTS } from '../apps.mjs';
import { portAnswers } from './checkPorts.mjs';
import { startService } from './service.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts the Firebase Auth emulator (firebase-tools, project demo-storefront: no login, no network).
 * It keeps its state in memory only; every start is a clean slate.
 */
export async function startAuthEmulator({ log = console.log } = {}) {
  const emulator = await startService({
    name: 'The Auth emulator',
    command: path.join(root, 'node_modules', '.bin', 'firebase'),
    args: ['emulators:start', '--only', 'auth', '--project', 'demo-storefront'],
    options: { cwd: root, env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: process.env.CI ?? '' } },
    ready: () => portAnswers(SERVICE_PORTS.authEmulator),
    timeoutMs: 90_000,
    // firebase-tools shuts its emulators down on SIGINT, as on Ctrl-C.
    stopSignal: 'SIGINT',
  });
  log(`Auth emulator on http://127.0.0.1:${SERVICE_PORTS.authEmulator}`);
  return emulator;
}
