// A release ships only sources, and journeys, byte for byte as the team's check passed them: a skip added
// since would pass a candidate no journey tried. `--uncommitted` lets a checked tree go before git holds it.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appInFolder } from '../apps.mjs';
import { changedNow, sourcesNow, sourcesOf } from '../builds/builtFrom.mjs';
import { ROOT } from '../sites/sites.mjs';
import { journeySources } from './journeys.mjs';
import { differingFiles, sourceContent } from '../builds/sourceContent.mjs';

const checkRecord = (folder) => path.join(ROOT, '.firebase', 'checks', `${folder}.json`);
const failedRecord = (folder) => path.join(ROOT, '.firebase', 'checks', `${folder}.failed.json`);

/** Undefined for the host: its deploy runs no journeys. */
export function journeysNow(folder) {
  const app = appInFolder(folder);
  if (!app.exposes) return undefined;
  const files = journeySources(app.name);
  return { changed: changedNow(files), content: sourceContent(files) };
}

export function sourcesToCheck(folder) {
  return { ...sourcesNow(folder), content: sourceContent(sourcesOf(folder)), journeys: journeysNow(folder) };
}

const listed = (files) => `${files.slice(0, 5).join(', ')}${files.length > 5 ? ` and ${files.length - 5} more` : ''}`;

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

export function recordFailedCheck(folder, source, { step, report }, checkedAt = new Date()) {
  mkdirSync(path.dirname(failedRecord(folder)), { recursive: true });
  writeFileSync(failedRecord(folder), `${JSON.stringify({ folder, digest: source.content?.digest, step, report, checkedAt: checkedAt.toISOString() }, null, 2)}\n`);
}

export function readFailedCheck(folder) {
  return existsSync(failedRecord(folder)) ? JSON.parse(readFileSync(failedRecord(folder), 'utf8')) : undefined;
}

export function readBuildSource(dist) {
  const file = path.join(dist, '.built-from.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/**
 * The source a release records for a build, or a refusal saying what to do.
 * @typedef {{ digest: string, files: Record<string, string> }} Content
 * @param {{ folder: string, source?: { commit: string | null, changed: string[], content?: Content | null },
 *           checked?: { commit: string | null, changed: string[], content?: Content | null, journeys?: { changed: string[], content: Content | null }, checkedAt?: string },
 *           failed?: { digest?: string, step: string, report?: string, checkedAt: string },
 *           uncommitted: boolean, journeys?: { changed: string[], content: Content | null } }} input
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
