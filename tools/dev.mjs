/**
 * `npm run dev`: all four apps under webpack-dev-server (rebuild on save), with the Auth emulator and
 * the Firestore stand-in. One team working alone runs `npm run dev -w remote-cart` instead.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PORTS } from './ports.mjs';
import { assertPortsFree } from './stack/checkPorts.mjs';
import { startAuthEmulator } from './stack/authEmulator.mjs';
import { startFirestoreStandin } from './stack/firestore.mjs';
import { APPS } from './stack/serveApps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

try {
  await assertPortsFree(PORTS);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const children = APPS.map(({ folder }) =>
  spawn('npm', ['run', 'dev', '-w', folder], { cwd: root, stdio: 'inherit' }),
);
const stopEmulator = startAuthEmulator();
const stopFirestore = await startFirestoreStandin();

let stopping = false;
async function stopAll() {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGINT');
  await Promise.allSettled([stopFirestore(), stopEmulator.then(({ stop }) => stop())]);
  process.exit(0);
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

await stopEmulator;
console.log(`\nDeveloping: http://localhost:${PORTS.host}   (Ctrl-C stops everything)\n`);
