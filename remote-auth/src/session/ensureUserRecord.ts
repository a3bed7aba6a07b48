import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getFirestore, runTransaction, type Firestore } from 'firebase/firestore/lite';
import type { RuntimeConfig } from '@storefront/shared';
import { newUserRecord } from './userRecord';
import { withTimeout } from './withTimeout';

/**
 * Firestore, through the lite SDK (REST, a fraction of the full SDK's size), in a chunk of its own,
 * fetched only once someone has signed in.
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

/** Firestore's answers when the record was written by someone else between our read and our write. */
const WRITTEN_MEANWHILE = new Set(['already-exists', 'failed-precondition']);

/**
 * Creates users/{uid} when it is missing, and leaves an existing one (its cart, its interests) untouched.
 * A transaction, so that a record written in between (another tab) is never overwritten: the write is
 * sent on condition that the document still does not exist. One attempt only: the SDK would otherwise
 * retry an unreachable Firestore for seconds before the person is told. Rejects if it fails or has not
 * answered in 15 s (the lite SDK would wait for ever).
 */
export function ensureUserRecord(app: FirebaseApp, emulators: RuntimeConfig['emulators'], uid: string, email: string | null): Promise<void> {
  const record = doc(database(app, emulators), 'users', uid);
  const ensure = runTransaction(
    record.firestore,
    async (transaction) => {
      if (!(await transaction.get(record)).exists()) transaction.set(record, newUserRecord(email));
    },
    { maxAttempts: 1 },
  ).catch((error: unknown) => {
    if (!WRITTEN_MEANWHILE.has((error as { code?: unknown }).code as string)) throw error;
  });
  return withTimeout(ensure, WRITE_TIMEOUT_MS, () => new Error(`users/${uid} was not saved within ${WRITE_TIMEOUT_MS / 1000} s`));
}
