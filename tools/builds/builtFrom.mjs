// What an app's dist/ was built from, recorded beside it (a dot-file, which no site uploads): a check says
// from it what the other apps' builds are without rebuilding them, and a release compares it with the check.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceContent } from './sourceContent.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const RECORD = '.built-from.json';

/** The one list of what a build is made of: the gates and the workflows' paths come from it too. */
export function sourcesOf(folder) {
  return [folder, 'shared', 'tools/webpack', 'tools/apps.json', 'tsconfig.base.json', 'package-lock.json'];
}

/** Undefined outside a git checkout: a tarball still builds and checks. */
function git(args) {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trimEnd();
  } catch {
    return undefined;
  }
}

/** "XY path", or "XY old -> new" for a rename: the new path. */
export function changedFiles(porcelain) {
  return porcelain
    .split('\n')
    .filter((line) => line.length > 3)
    .map((line) => line.slice(3).split(' -> ').at(-1));
}

export function changedNow(paths) {
  return changedFiles(git(['status', '--porcelain', '--', ...paths]) ?? '');
}

export function sourcesNow(folder) {
  const sources = sourcesOf(folder);
  const commit = git(['log', '-1', '--format=%H', '--', ...sources]) || null;
  return { commit, changed: changedNow(sources) };
}

export function hasBuild(folder) {
  return existsSync(path.join(ROOT, folder, 'dist', 'index.html'));
}

export function recordBuild(folder, builtAt = new Date()) {
  const record = { folder, ...sourcesNow(folder), content: sourceContent(sourcesOf(folder)), builtAt: builtAt.toISOString() };
  writeFileSync(path.join(ROOT, folder, 'dist', RECORD), `${JSON.stringify(record, null, 2)}\n`);
}

export function readRecord(folder) {
  const file = path.join(ROOT, folder, 'dist', RECORD);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

export function describeBuild(folder, record, now) {
  if (!record) return `${folder}/dist: reused as it is; what it was built from was not recorded`;
  const edits = record.changed.length > 0 ? ` with ${record.changed.length} uncommitted change(s)` : '';
  const from = record.commit ? `built from ${record.commit.slice(0, 7)}${edits}` : 'built outside git';
  const same = record.commit !== null && record.commit === now.commit && record.changed.length === 0 && now.changed.length === 0;
  return same
    ? `${folder}/dist: reused, ${from}, as the checkout is`
    : `${folder}/dist: reused as it is, ${from}; the checkout's sources may differ (\`npm run build -w ${folder}\` rebuilds it)`;
}

export function staleness(record, now, modifiedAt) {
  if (!record) return 'what it was built from was not recorded';
  if (record.commit === null || now.commit === null) return undefined;
  if (record.commit !== now.commit) return `it was built from ${record.commit.slice(0, 7)}, and its sources are now at ${now.commit.slice(0, 7)}`;
  const before = [...record.changed].sort().join(', ');
  const after = [...now.changed].sort().join(', ');
  if (before !== after) return `it was built with uncommitted changes to ${before || 'nothing'}, and the checkout has them to ${after || 'nothing'}`;
  const builtAt = Date.parse(record.builtAt);
  const later = now.changed.filter((file) => modifiedAt(file) > builtAt);
  return later.length > 0 ? `${later.join(', ')} changed after it was built` : undefined;
}

export function modifiedAt(file) {
  const onDisk = path.join(ROOT, file);
  return existsSync(onDisk) ? statSync(onDisk).mtimeMs : 0;
}
