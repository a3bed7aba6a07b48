import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PORTS } from '../ports.mjs';
import { waitForPort } from './checkPorts.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts the Firebase Auth emulator (firebase-tools, project demo-storefront: no login, no network).
 * It keeps its state in memory only; every start is a clean slate.
 */
export async function startAuthEmulator({ log = console.log } = {}) {
  const bin = path.join(root, 'node_modules', '.bin', 'firebase');
  const child = spawn(bin, ['emulators:start', '--only', 'auth', '--project', 'demo-storefront'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: process.env.CI ?? '' },
  });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`The Auth emulator stopped (exit ${code}):\n${output.join('')}`))),
  );
  await Promise.race([waitForPort(PORTS.authEmulator, { timeoutMs: 90_000 }), exited]);
  exited.catch(() => undefined);
  log(`Auth emulator on http://127.0.0.1:${PORTS.authEmulator}`);
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
