/**
 * What an app's dist/ was built from, written beside the build by its `npm run build` (dist/.built-from.json,
 * a dot-file, which no Hosting site uploads): the last commit that touched the build's sources, and the
 * source files that differed from that commit then, and every source file's content (sourceContent.mjs,
 * which a release compares with what the team's check passed). A team's `npm run check` reads it to say what the other
 * apps' builds it runs against are, without rebuilding them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceContent } from './sourceContent.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const RECORD = '.built-from.json';

/**
 * What goes into an app's build: its folder, the contracts package, the build presets, the app list, the
 * compiler settings its tsconfig.json extends and the locked dependencies.
 */
export function sourcesOf(folder) {
  return [folder, 'shared', 'tools/webpack', 'tools/apps.json', 'tsconfig.base.json', 'package-lock.json'];
}

/** git's answer, or undefined outside a git checkout (a tarball still builds and checks). */
function git(args) {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trimEnd();
  } catch {
    return undefined;
  }
}

/** The files `git status --porcelain` lists ("XY path", or "XY old -> new" for a rename: the new path). */
export function changedFiles(porcelain) {
  return porcelain
    .split('\n')
    .filter((line) => line.length > 3)
    .map((line) => line.slice(3).split(' -> ').at(-1));
}

/** The files under these paths that differ from the last commit (changed, new or deleted), as git says. */
export function changedNow(paths) {
  return changedFiles(git(['status', '--porcelain', '--', ...paths]) ?? '');
}

/** The app's sources as the checkout has them: the last commit that touched them, and the files changed since. */
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

/**
 * One line about a build that a check reuses: what it was built from, and whether the checkout's sources
 * are still those. A build is the same as the checkout only when both are one commit with nothing changed.
 */
export function describeBuild(folder, record, now) {
  if (!record) return `${folder}/dist: reused as it is; what it was built from was not recorded`;
  const edits = record.changed.length > 0 ? ` with ${record.changed.length} uncommitted change(s)` : '';
  const from = record.commit ? `built from ${record.commit.slice(0, 7)}${edits}` : 'built outside git';
  const same = record.commit !== null && record.commit === now.commit && record.changed.length === 0 && now.changed.length === 0;
  return same
    ? `${folder}/dist: reused, ${from}, as the checkout is`
    : `${folder}/dist: reused as it is, ${from}; the checkout's sources may differ (\`npm run build -w ${folder}\` rebuilds it)`;
}

/**
 * Why a build a check would reuse is older than its app's sources, or nothing when it is not: another
 * commit, other uncommitted files, or an uncommitted file changed since the build. Outside git nothing
 * can be told.
 * @param {(file: string) => number} modifiedAt  a file's last change, in ms
 */
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

/** When a file of the checkout last changed (0 for one deleted). */
export function modifiedAt(file) {
  const onDisk = path.join(ROOT, file);
  return existsSync(onDisk) ? statSync(onDisk).mtimeMs : 0;
}
