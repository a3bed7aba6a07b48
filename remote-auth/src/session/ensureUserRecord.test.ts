import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, runTransaction, type Transaction } from 'firebase/firestore/lite';
import { LOCAL_CONFIG } from '@storefront/shared';
import { ensureUserRecord } from './ensureUserRecord';
import { firebaseError } from '../testing/fakeSession';

const fakeDb = { name: 'firestore' };
jest.mock('firebase/firestore/lite', () => ({
  getFirestore: jest.fn(() => fakeDb),
  connectFirestoreEmulator: jest.fn(),
  doc: jest.fn((db: unknown, ...path: string[]) => ({ firestore: db, path: path.join('/') })),
  runTransaction: jest.fn(),
}));
const mockedRunTransaction = jest.mocked(runTransaction);

const app = { name: '[DEFAULT]' } as FirebaseApp;

/** Runs the transaction's function once, as Firestore would, over a stored record or none. */
function storedRecord(record: object | undefined) {
  const transaction = {
    get: jest.fn(async () => ({ exists: () => record !== undefined, data: () => record })),
    set: jest.fn(),
  };
  mockedRunTransaction.mockImplementation(async (_db, update) => update(transaction as unknown as Transaction));
  return transaction;
}

beforeEach(() => mockedRunTransaction.mockReset());

describe('ensureUserRecord', () => {
  it('creates { email, cart: [], interests: [] } when the shopper has no record', async () => {
    const transaction = storedRecord(undefined);
    await ensureUserRecord(app, LOCAL_CONFIG.emulators, 'u1', 'trader@example.com');
    expect(transaction.get).toHaveBeenCalledWith({ firestore: fakeDb, path: 'users/u1' });
    expect(transaction.set).toHaveBeenCalledWith({ firestore: fakeDb, path: 'users/u1' }, { email: 'trader@example.com', cart: [], interests: [] });
    expect(connectFirestoreEmulator).toHaveBeenCalledWith(fakeDb, '127.0.0.1', 8080);
  });

  it('never overwrites an existing record’s cart or interests', async () => {
    const transaction = storedRecord({ email: 'trader@example.com', cart: [{ productId: '3', quantity: 2 }], interests: ['snacks'] });
    await ensureUserRecord(app, LOCAL_CONFIG.emulators, 'u1', 'trader@example.com');
    expect(transaction.set).not.toHaveBeenCalled();
  });

  it('tries once, so that an unreachable Firestore is told at once rather than after seconds of retries', async () => {
    mockedRunTransaction.mockRejectedValue(firebaseError('unavailable'));
    await expect(ensureUserRecord(app, LOCAL_CONFIG.emulators, 'u1', 'trader@example.com')).rejects.toMatchObject({ code: 'unavailable' });
    expect(mockedRunTransaction).toHaveBeenCalledWith(fakeDb, expect.any(Function), { maxAttempts: 1 });
  });

  it.each(['already-exists', 'failed-precondition'])('counts a record written meanwhile elsewhere (%s) as there', async (code) => {
    mockedRunTransaction.mockRejectedValue(firebaseError(code));
    await expect(ensureUserRecord(app, LOCAL_CONFIG.emulators, 'u1', 'trader@example.com')).resolves.toBeUndefined();
  });
});
