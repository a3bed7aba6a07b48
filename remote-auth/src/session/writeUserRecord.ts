import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getFirestore, setDoc, type Firestore } from 'firebase/firestore/lite';
import type { RuntimeConfig } from '@storefront/shared';
import { newUserRecord } from './userRecord';
import { withTimeout } from './withTimeout';

/**
 * Firestore, through the lite SDK (REST, a fraction of the full SDK's size), in a chunk of its own: only
 * a registration needs it, a login never does.
 */
const WRITE_TIMEOUT_MS = 15_000;

let firestore: Firestore | undefined;

function database(app: FirebaseApp, emulators: RuntimeConfig['emulators']): Firestore {
  if (!firestore) {
    firestore = getFirestore(app);
    if (emulators) connectFirestoreEmulator(firestore, emulators.firestore.host, emulators.firestore.port);
  }
  return firestore;
}

/** Writes users/{uid}. Rejects if it fails or has not answered in 15 s (the lite SDK would wait for ever). */
export function writeUserRecord(app: FirebaseApp, emulators: RuntimeConfig['emulators'], uid: string, email: string | null): Promise<void> {
  const write = setDoc(doc(database(app, emulators), 'users', uid), newUserRecord(email));
  return withTimeout(write, WRITE_TIMEOUT_MS, () => new Error(`users/${uid} was not saved within ${WRITE_TIMEOUT_MS / 1000} s`));
}
