import { isOwed, owe, payOwedRecord, RETRY_AFTER_MS } from './owedRecords';
import { fakeSession } from '../testing/fakeSession';

const UID = 'new-uid';
let warn: jest.SpyInstance;

/** What webpack's chunk loading rejects with when a chunk's script fails. */
const chunkFailed = (request: string) => Object.assign(new Error(`Loading chunk user-record failed. (error: ${request})`), { name: 'ChunkLoadError', type: 'error', request });

/** The auth site's answers to the write's probe of a chunk that failed. */
function siteAnswering(status: number | 'unreachable') {
  const fetcher = jest.fn(async () => {
    if (status === 'unreachable') throw new TypeError('Failed to fetch');
    return { status };
  });
  Object.assign(globalThis, { fetch: fetcher });
  return fetcher;
}

/** Lets every promise settled so far run its callbacks. */
const settle = () => new Promise((resolve) => jest.requireActual<typeof import('timers')>('timers').setImmediate(resolve));

beforeEach(() => {
  jest.useFakeTimers();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  warn.mockRestore();
  localStorage.clear();
});

describe('an owed record', () => {
  it('is kept in the browser, for a later page of the same account to write', () => {
    owe(UID);
    expect(JSON.parse(localStorage.getItem('storefront.auth.owed-records')!)).toEqual([UID]);
    expect(isOwed(UID)).toBe(true);
    expect(isOwed('someone-else')).toBe(false);
  });

  it('is written again after a while when Firestore failed, then owed no more', async () => {
    const session = fakeSession({ saveUserRecord: jest.fn().mockRejectedValueOnce(new Error('unavailable')).mockResolvedValue(undefined) });
    owe(UID);
    expect(await payOwedRecord(session, UID)).toBe(false);
    expect(isOwed(UID)).toBe(true);
    await jest.advanceTimersByTimeAsync(RETRY_AFTER_MS[0]);
    expect(session.saveUserRecord).toHaveBeenCalledTimes(2);
    expect(isOwed(UID)).toBe(false);
  });

  it('is written as soon as the browser is back online', async () => {
    const session = fakeSession({ saveUserRecord: jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined) });
    owe(UID);
    await payOwedRecord(session, UID);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(session.saveUserRecord).toHaveBeenCalledTimes(2);
    expect(isOwed(UID)).toBe(false);
  });

  it('is not asked for again on this page when its code has gone from the auth site: a newer page writes it', async () => {
    const probe = siteAnswering(404);
    const session = fakeSession({ saveUserRecord: jest.fn().mockRejectedValue(chunkFailed('https://auth.example/v/4/user-record.1111111111.js')) });
    owe(UID);
    await payOwedRecord(session, UID);
    expect(probe).toHaveBeenCalledWith('https://auth.example/v/4/user-record.1111111111.js', { method: 'HEAD', cache: 'no-store' });
    await jest.advanceTimersByTimeAsync(RETRY_AFTER_MS.reduce((sum, ms) => sum + ms, 0));
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(session.saveUserRecord).toHaveBeenCalledTimes(1);
    expect(isOwed(UID)).toBe(true);
  });

  it('is tried again when its code could not be fetched for another reason (the site unreachable)', async () => {
    siteAnswering('unreachable');
    const session = fakeSession({ saveUserRecord: jest.fn().mockRejectedValueOnce(chunkFailed('https://auth.example/v/4/user-record.1111111111.js')).mockResolvedValue(undefined) });
    owe(UID);
    await payOwedRecord(session, UID);
    await jest.advanceTimersByTimeAsync(RETRY_AFTER_MS[0]);
    expect(isOwed(UID)).toBe(false);
  });

  it('stops being tried on this page after the last wait, and once the account has signed out', async () => {
    const failing = fakeSession({ saveUserRecord: jest.fn().mockRejectedValue(new Error('unavailable')) });
    owe(UID);
    await payOwedRecord(failing, UID);
    await jest.advanceTimersByTimeAsync(RETRY_AFTER_MS.reduce((sum, ms) => sum + ms, 0) * 2);
    expect(failing.saveUserRecord).toHaveBeenCalledTimes(RETRY_AFTER_MS.length + 1);

    const signedOut = fakeSession({ currentUser: jest.fn(() => null) });
    expect(await payOwedRecord(signedOut, UID)).toBe(false);
    expect(signedOut.saveUserRecord).not.toHaveBeenCalled();
    expect(isOwed(UID)).toBe(true);
  });
});
