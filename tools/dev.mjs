// `npm run dev`: every app under webpack-dev-server, with the Auth emulator and Firestore.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { APPS, PORTS } from './apps.mjs';
import { assertPortsFree } from './stack/checkPorts.mjs';
import { startFirebaseEmulators } from './stack/firebaseEmulators.mjs';
import { startFirestore } from './stack/firestore.mjs';

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
const stopEmulator = startFirebaseEmulators();
const firestore = startFirestore();

let stopping = false;
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGINT');
  await Promise.allSettled([firestore.then(({ stop }) => stop()), stopEmulator.then(({ stop }) => stop())]);
  process.exit(code);
}
process.on('SIGINT', () => stopAll());
process.on('SIGTERM', () => stopAll());

try {
  await Promise.all([stopEmulator, firestore]);
  console.log(`\nDeveloping: http://localhost:${PORTS.host}   (Ctrl-C stops everything)\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}
