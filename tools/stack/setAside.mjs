/**
 * A folder set aside while one process runs, and put back when it ends: the e2e suite sets the desk's
 * rehearsals aside while it runs on the team's stack (tools/stack/rehearsal.mjs). The folder moves,
 * whole and at once, to `<folder>-aside/kept`, beside a note of the process holding it
 * (`<folder>-aside/held-by.json`). A process that ended without putting it back (killed) leaves it
 * there: whoever next finds it so puts it back.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { isRunning } from './running.mjs';

const asideOf = (folder) => `${folder}-aside`;
const heldBy = (folder) => `${asideOf(folder)}/held-by.json`;
/** Where the folder is while it is aside. */
export const kept = (folder) => `${asideOf(folder)}/kept`;

/** Who set the folder aside, if it is aside: `{ pid, what, since }`. */
export function holderOf(folder) {
  if (!existsSync(asideOf(folder))) return undefined;
  try {
    return JSON.parse(readFileSync(heldBy(folder), 'utf8'));
  } catch {
    return { pid: 0, what: 'a process that left no note', since: 'unknown' };
  }
}

/**
 * Puts the folder back as it was before it was set aside: what was made in its place meanwhile is
 * removed. Nothing when it is not aside.
 */
export function putBack(folder) {
  if (!existsSync(asideOf(folder))) return;
  rmSync(folder, { recursive: true, force: true });
  if (existsSync(kept(folder))) renameSync(kept(folder), folder);
  rmSync(asideOf(folder), { recursive: true, force: true });
}

/**
 * Puts the folder back if the process that set it aside no longer runs.
 * @returns {{ pid: number, what: string, since: string } | undefined}  that process, when it did
 */
export function putBackAbandoned(folder) {
  const holder = holderOf(folder);
  if (!holder || isRunning(holder.pid)) return undefined;
  putBack(folder);
  return holder;
}

/**
 * Sets the folder aside for `pid` (an empty one, as good as none, is nothing to keep); refused while
 * another running process holds it.
 * @returns {{ pid: number, what: string, since: string } | undefined}  a process that had left it aside, now put back first
 */
export function setAside(folder, { pid = process.pid, what, since = new Date() }) {
  const holder = holderOf(folder);
  if (holder && holder.pid !== pid && isRunning(holder.pid)) {
    throw new Error(`${folder} is set aside by ${holder.what} (pid ${holder.pid}, since ${holder.since}): wait for it to end, or stop it.`);
  }
  const abandoned = holder && holder.pid !== pid ? holder : undefined;
  putBack(folder);
  mkdirSync(asideOf(folder), { recursive: true });
  writeFileSync(heldBy(folder), `${JSON.stringify({ pid, what, since: since.toISOString() }, null, 2)}\n`);
  if (existsSync(folder)) renameSync(folder, kept(folder));
  return abandoned;
}
