import { SERVICE_PORTS } from '../apps.mjs';
import { createFirestoreStandin } from '../firestore-standin/server.mjs';
import { locateFirestoreEmulator, startFirestoreEmulator } from './firestoreEmulator.mjs';

async function startStandin(port) {
  const server = createFirestoreStandin();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { stop: () => new Promise((resolve) => server.close(resolve)), output: () => '' };
}

/** The real emulator where Java and its jar are found, else the stand-in, said plainly; CI takes only the real one. */
export async function startFirestore({ log = console.log, env = process.env, port = SERVICE_PORTS.firestore } = {}) {
  const found = locateFirestoreEmulator({ env });
  if (found.jar) {
    const emulator = await startFirestoreEmulator({ ...found, port });
    log(`Firestore: the real emulator on ${emulator.url} with firestore.rules (${found.jar}, Java ${emulator.version})`);
    return emulator;
  }
  if (env.CI === 'true') throw new Error(`CI needs the real Firestore emulator, and there is ${found.missing}. See docs/firebase.md.`);
  const standin = await startStandin(port);
  log(`Firestore: the local STAND-IN on http://127.0.0.1:${port}, not Firestore, firestore.rules not applied (there is ${found.missing}; see docs/firebase.md)`);
  return standin;
}
