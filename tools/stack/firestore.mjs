import { PORTS } from '../ports.mjs';
import { createFirestoreStandin } from '../firestore-standin/server.mjs';

export async function startFirestoreStandin({ log = console.log } = {}) {
  const server = createFirestoreStandin();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(PORTS.firestore, '127.0.0.1', resolve);
  });
  log(`Firestore stand-in on http://127.0.0.1:${PORTS.firestore} (local only, not Firestore)`);
  return () => new Promise((resolve) => server.close(resolve));
}
