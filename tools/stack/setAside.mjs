// A folder moved aside, whole and at once, while one process runs; one killed before putting it back
// leaves it aside, and whoever next finds it so puts it back.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { isRunning } from './running.mjs';

const asideOf = (folder) => `${folder}-aside`;
const heldBy = (folder) => `${asideOf(folder)}/held-by.json`;
export const kept = (folder) => `${asideOf(folder)}/kept`;

export function holderOf(folder) {
  if (!existsSync(asideOf(folder))) return undefined;
  try {
    return JSON.parse(readFileSync(heldBy(folder), 'utf8'));
  } catch {
    return { pid: 0, what: 'a process that left no note', since: 'unknown' };
  }
}

/** What was made in the folder's place meanwhile is removed. */
export function putBack(folder) {
  if (!existsSync(asideOf(folder))) return;
  rmSync(folder, { recursive: true, force: true });
  if (existsSync(kept(folder))) renameSync(kept(folder), folder);
  rmSync(asideOf(folder), { recursive: true, force: true });
}

export function putBackAbandoned(folder) {
  const holder = holderOf(folder);
  if (!holder || isRunning(holder.pid)) return undefined;
  putBack(folder);
  return holder;
}

/** Returns the holder that had left it aside and was put back first, if any. */
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
