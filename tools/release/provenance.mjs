/**
 * What a release may ship: a build whose source is recorded (dist/.built-from.json, written by the app's
 * `npm run build`), committed (or released with uncommitted changes only when the team says so), and
 * passed by the team's own `npm run check` as it is (the check records what it passed:
 * `.firebase/checks/<folder>.json`).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../hosting/sites.mjs';

const checkRecord = (folder) => path.join(ROOT, '.firebase', 'checks', `${folder}.json`);

/** Written by `npm run check -w <folder>` when every step passed: the sources it passed. */
export function recordPassedCheck(folder, source, checkedAt = new Date()) {
  mkdirSync(path.dirname(checkRecord(folder)), { recursive: true });
  writeFileSync(checkRecord(folder), `${JSON.stringify({ folder, ...source, checkedAt: checkedAt.toISOString() }, null, 2)}\n`);
}

export function readPassedCheck(folder) {
  return existsSync(checkRecord(folder)) ? JSON.parse(readFileSync(checkRecord(folder), 'utf8')) : undefined;
}

/** What a build in `dist` was built from, as its build recorded it. */
export function readBuildSource(dist) {
  const file = path.join(dist, '.built-from.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const sameFiles = (a, b) => a.length === b.length && [...a].sort().every((file, index) => file === [...b].sort()[index]);

/**
 * The source a release records for a build, or a refusal saying what to do.
 * @param {{ folder: string, source?: { commit: string | null, changed: string[] }, checked?: { commit: string | null, changed: string[] }, uncommitted: boolean }} input
 * @returns {{ commit: string, changed: string[] }}
 */
export function vouchFor({ folder, source, checked, uncommitted }) {
  if (!source) throw new Error(`What ${folder}/dist was built from is not recorded (dist/.built-from.json, written by \`npm run build -w ${folder}\`); refusing to release a build of unknown source.`);
  if (source.commit === null) throw new Error(`${folder} was built outside git; a release records the commit it ships, so it is made from a git checkout.`);
  if (source.changed.length > 0 && !uncommitted) {
    throw new Error(`${folder}'s sources have uncommitted changes (${source.changed.join(', ')}): commit them, or release them as they are with --uncommitted (recorded as such).`);
  }
  const passed = checked && checked.commit === source.commit && sameFiles(checked.changed, source.changed);
  if (!passed) {
    const last = checked ? `its last passing check was of ${checked.commit?.slice(0, 7) ?? 'no commit'}${checked.changed.length ? ` with ${checked.changed.length} uncommitted change(s)` : ''}` : 'it has no passing check';
    throw new Error(`Refusing to release ${folder} built from ${source.commit.slice(0, 7)}${source.changed.length ? ' with uncommitted changes' : ''}: ${last}. Run \`npm run check -w ${folder}\` first.`);
  }
  return { commit: source.commit, changed: source.changed };
}
