import type { AuthSession } from './AuthSession';

/**
 * New accounts whose users/{uid} record is still to be written. A registration marks its account owed
 * before writing the record, and the write clears it; a write that fails (Firestore down, the shopper
 * offline, the record's code gone from the auth site) leaves it owed, in this browser's storage, and
 * the record is written without the shopper: again after a while and when the browser is back online,
 * on this page, and on the next page that opens the account's session (a reload, a later visit, a
 * sign-in). The shopper has nothing to do, so nothing is asked of them.
 */
const KEY = 'storefront.auth.owed-records';
/** How long after a failed write the next is tried on the same page; after the last, the next page tries. */
export const RETRY_AFTER_MS = [5_000, 30_000, 120_000, 600_000] as const;

function owedUids(): string[] {
  try {
    const owed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(owed) ? owed.filter((uid): uid is string => typeof uid === 'string') : [];
  } catch {
    return [];
  }
}

function keep(uids: string[]): void {
  try {
    if (uids.length) localStorage.setItem(KEY, JSON.stringify(uids));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (a private window's quota): this page still writes the record; a later one cannot know to.
  }
}

export const isOwed = (uid: string) => owedUids().includes(uid);
export const owe = (uid: string) => keep([...new Set([...owedUids(), uid])]);
const settle = (uid: string) => keep(owedUids().filter((owed) => owed !== uid));

/**
 * Whether a failure was a file of this page's build that its site no longer has: asking for it again
 * would fail again, so only a page on the auth team's live build can write the record (the storefront
 * offers the shopper a reload, and that page writes it). A file that answers, or a site that cannot be
 * reached, may do better later.
 */
async function isCodeGone(error: unknown): Promise<boolean> {
  const request = (error as { name?: unknown; request?: unknown } | null)?.request;
  if ((error as { name?: unknown } | null)?.name !== 'ChunkLoadError' || typeof request !== 'string') return false;
  try {
    const { status } = await fetch(request, { method: 'HEAD', cache: 'no-store' });
    return status === 404 || status === 410;
  } catch {
    return false;
  }
}

const underWay = new Set<string>();

/**
 * Writes an owed record now, and schedules the next attempt when this one fails for a reason time may
 * mend. Resolves whether it was written; never rejects.
 * @param attempt  how many attempts this page has made already (RETRY_AFTER_MS's index)
 */
export async function payOwedRecord(session: AuthSession, uid: string, attempt = 0): Promise<boolean> {
  if (!isOwed(uid) || underWay.has(uid)) return !isOwed(uid);
  if (session.currentUser()?.uid !== uid) return false; // Signed out since: the account's next session writes it.
  underWay.add(uid);
  try {
    await session.saveUserRecord();
    settle(uid);
    return true;
  } catch (error) {
    console.warn('[auth] users/{uid} could not be written yet; it is written without the shopper once it can be', error);
    if (!(await isCodeGone(error)) && attempt < RETRY_AFTER_MS.length) retryLater(session, uid, attempt + 1);
    return false;
  } finally {
    underWay.delete(uid);
  }
}

function retryLater(session: AuthSession, uid: string, attempt: number): void {
  const again = () => {
    clearTimeout(timer);
    window.removeEventListener('online', again);
    void payOwedRecord(session, uid, attempt);
  };
  const timer = setTimeout(again, RETRY_AFTER_MS[attempt - 1]);
  window.addEventListener('online', again);
}
