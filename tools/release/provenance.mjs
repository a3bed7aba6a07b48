/**
 * What a release may ship: a build whose sources are recorded (dist/.built-from.json, written by the app's
 * `npm run build`: their commit, the files changed since it, and every file's content), committed (or
 * released with uncommitted changes only when the team says so), and passed by the team's own
 * `npm run check` byte for byte (the check records the content it passed: `.firebase/checks/<folder>.json`),
 * judged by the journeys that check ran, byte for byte too (their spec and what runs them: a skip added
 * since would pass a candidate that no journey tried). `--uncommitted` only lets a checked tree go before
 * git holds it: any byte that differs from what the check passed is refused, whatever the commit.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appInFolder } from '../apps.mjs';
import { changedNow, sourcesNow, sourcesOf } from '../builds/builtFrom.mjs';
import { ROOT } from '../sites/sites.mjs';
import { journeySources } from './journeys.mjs';
import { differingFiles, sourceContent } from '../builds/sourceContent.mjs';

const checkRecord = (folder) => path.join(ROOT, '.firebase', 'checks', `${folder}.json`);
const failedRecord = (folder) => path.join(ROOT, '.firebase', 'checks', `${folder}.failed.json`);

/**
 * What judges a remote's release besides its build, as the checkout has it: its journeys and what runs
 * them (journeys.mjs), the files of them changed since the last commit, and their content. The host's
 * deploy runs no journeys: undefined.
 */
export function journeysNow(folder) {
  const app = appInFolder(folder);
  if (!app.exposes) return undefined;
  const files = journeySources(app.name);
  return { changed: changedNow(files), content: sourceContent(files) };
}

/**
 * The app's sources as the checkout has them now, content included, and a remote's journeys: what a check
 * starts on, and what a release builds and is judged by.
 */
export function sourcesToCheck(folder) {
  return { ...sourcesNow(folder), content: sourceContent(sourcesOf(folder)), journeys: journeysNow(folder) };
}

const listed = (files) => `${files.slice(0, 5).join(', ')}${files.length > 5 ? ` and ${files.length - 5} more` : ''}`;

/**
 * Written by `npm run check -w <folder>` when every step passed: the sources it passed (sourcesToCheck, as
 * the check started). Sources edited while the check ran are not what it passed: then nothing is recorded.
 */
export function recordPassedCheck(folder, source, checkedAt = new Date(), now = sourcesToCheck(folder)) {
  const differ = (before, after) => (before && after ? differingFiles(before.files, after.files) : []);
  const edited = [...differ(source.content, now.content), ...differ(source.journeys?.content, now.journeys?.content)];
  if (edited.length > 0) throw new Error(`${folder}'s sources changed while its check ran (${listed(edited)}): the check passed what was there when it started, so no check is recorded. Run it again.`);
  mkdirSync(path.dirname(checkRecord(folder)), { recursive: true });
  writeFileSync(checkRecord(folder), `${JSON.stringify({ folder, ...source, checkedAt: checkedAt.toISOString() }, null, 2)}\n`);
  rmSync(failedRecord(folder), { force: true });
}

export function readPassedCheck(folder) {
  return existsSync(checkRecord(folder)) ? JSON.parse(readFileSync(checkRecord(folder), 'utf8')) : undefined;
}

/** Written by `npm run check` when a step failed: the sources it ran on, the step, and where its report is. */
export function recordFailedCheck(folder, source, { step, report }, checkedAt = new Date()) {
  mkdirSync(path.dirname(failedRecord(folder)), { recursive: true });
  writeFileSync(failedRecord(folder), `${JSON.stringify({ folder, digest: source.content?.digest, step, report, checkedAt: checkedAt.toISOString() }, null, 2)}\n`);
}

export function readFailedCheck(folder) {
  return existsSync(failedRecord(folder)) ? JSON.parse(readFileSync(failedRecord(folder), 'utf8')) : undefined;
}

/** What a build in `dist` was built from, as its build recorded it. */
export function readBuildSource(dist) {
  const file = path.join(dist, '.built-from.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/**
 * The source a release records for a build, or a refusal saying what to do. A remote's release is also
 * given the journeys that will judge it (journeysNow): they must be the ones the check ran, and committed
 * unless `--uncommitted`, which records them among the changed files.
 * @typedef {{ digest: string, files: Record<string, string> }} Content
 * @param {{ folder: string, source?: { commit: string | null, changed: string[], content?: Content | null },
 *           checked?: { commit: string | null, changed: string[], content?: Content | null, journeys?: { changed: string[], content: Content | null }, checkedAt?: string },
 *           failed?: { digest?: string, step: string, report?: string, checkedAt: string },
 *           uncommitted: boolean, journeys?: { changed: string[], content: Content | null } }} input
 *        failed: the last check that failed (readFailedCheck)
 * @returns {{ commit: string, changed: string[], digest: string }}
 */
export function vouchFor({ folder, source, checked, failed, uncommitted, journeys }) {
  if (!source) throw new Error(`What ${folder}/dist was built from is not recorded (dist/.built-from.json, written by \`npm run build -w ${folder}\`); refusing to release a build of unknown source.`);
  if (source.commit === null) throw new Error(`${folder} was built outside git; a release records the commit it ships, so it is made from a git checkout.`);
  if (!source.content) throw new Error(`What ${folder}/dist was built from records no content of its sources (a build made before builds recorded it): rebuild it (\`npm run build -w ${folder}\`), or release without --no-build.`);
  if (source.changed.length > 0 && !uncommitted) {
    throw new Error(`${folder}'s sources have uncommitted changes (${source.changed.join(', ')}): commit them, or release them as they are with --uncommitted (recorded as such).`);
  }
  const built = `${folder} built from ${source.commit.slice(0, 7)}${source.changed.length ? ' with uncommitted changes' : ''}`;
  if (failed && failed.digest === source.content.digest && !(checked?.content?.digest === source.content.digest && checked.checkedAt > failed.checkedAt)) {
    const report = failed.report ? `; its report: ${failed.report}` : '';
    throw new Error(`Refusing to release ${built}: the last check of these sources failed, at ${failed.checkedAt}, in its step "${failed.step}"${report}. Mend what failed, then run \`npm run check -w ${folder}\` again.`);
  }
  if (!checked?.content) {
    const last = checked ? 'its last passing check recorded no content of its sources' : 'it has no passing check';
    throw new Error(`Refusing to release ${built}: ${last}. Run \`npm run check -w ${folder}\` first.`);
  }
  const when = checked.checkedAt ? ` (${checked.checkedAt})` : '';
  const again = `Run \`npm run check -w ${folder}\` first.`;
  if (checked.content.digest !== source.content.digest) {
    const differ = differingFiles(checked.content.files, source.content.files);
    throw new Error(`Refusing to release ${built}: its sources are not the ones its last passing check passed${when}; ${listed(differ)} ${differ.length > 1 ? 'differ' : 'differs'} from what was checked. ${again}`);
  }
  if (!journeys) return { commit: source.commit, changed: source.changed, digest: source.content.digest };
  if (!checked.journeys?.content || !journeys.content) {
    throw new Error(`Refusing to release ${built}: its last passing check recorded nothing of the journeys that judge a release (a check made before checks recorded them). ${again}`);
  }
  if (journeys.changed.length > 0 && !uncommitted) {
    throw new Error(
      `${folder}'s release is judged by journeys with uncommitted changes (${listed(journeys.changed)}), as a build is by its sources: commit them, or release them as they are with --uncommitted (recorded as such).`,
    );
  }
  if (checked.journeys.content.digest !== journeys.content.digest) {
    const differ = differingFiles(checked.journeys.content.files, journeys.content.files);
    throw new Error(
      `Refusing to release ${built}: the journeys that would judge it are not the ones its last passing check ran${when}; ${listed(differ)} ${differ.length > 1 ? 'differ' : 'differs'} from what was checked. ${again}`,
    );
  }
  return { commit: source.commit, changed: [...new Set([...source.changed, ...journeys.changed])].sort(), digest: source.content.digest };
}
