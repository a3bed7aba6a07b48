/**
 * A remote's site keeps its last few builds side by side, so that a deploy adds a version and the host
 * can fall back to an earlier one, or be pointed at one, by `/env.js` alone (docs/deploy.md):
 *
 *   /mf-manifest.json, /remoteEntry.js …  the newest build, what STOREFRONT_<NAME>_URL names
 *   /v/<n>/…                             each kept build; /versions.json lists them, newest first
 *   /previous/…                          the build before the newest, STOREFRONT_<NAME>_PREVIOUS_URL
 *
 * Hosting replaces all of a site's files on each deploy, so a deploy carries the kept builds forward:
 * it downloads them from the live site, file by file as versions.json lists them, and refuses to deploy
 * when one cannot be read whole, rather than ship a site that lost a version the host may fall back to.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'glob';

export const VERSIONS_FILE = 'versions.json';
export const PREVIOUS_DIR = 'previous';
/** The newest and two before it: the previous one the host falls back to, and one more to pin to. */
export const KEPT_VERSIONS = 3;

/**
 * The files a deploy of `dir` uploads, as firebase-tools lists them (its `listFiles`: the same glob and
 * options), less the site's own `env.js`, which belongs to the site, not to a build.
 * @param {string} dir
 * @param {string[]} ignore  the site's `ignore` globs
 */
export function buildFiles(dir, ignore) {
  return globSync('**/*', { cwd: dir, dot: true, follow: true, nodir: true, posix: true, ignore: [...ignore, 'env.js'] }).sort();
}

/**
 * @typedef {{ id: number, commit?: string, deployedAt: string, files: string[] }} Version
 */

function parseVersions(text, url) {
  const parsed = JSON.parse(text);
  const valid =
    Array.isArray(parsed?.versions) &&
    parsed.versions.every((v) => Number.isInteger(v?.id) && v.id > 0 && Array.isArray(v.files) && v.files.every((f) => typeof f === 'string' && !f.startsWith('/') && !f.split('/').includes('..')));
  if (!valid) throw new Error(`${url} is not a list of versions; refusing to deploy over it`);
  return /** @type {Version[]} */ (parsed.versions);
}

/**
 * The versions the live site keeps, newest first: none on a site that was never deployed with versions.
 * @param {URL} siteUrl
 * @param {typeof fetch} fetchFile
 */
export async function liveVersions(siteUrl, fetchFile) {
  const url = new URL(VERSIONS_FILE, siteUrl);
  const response = await fetchFile(url, { cache: 'no-store' });
  if (response.status === 404) return [];
  if (!response.ok) throw new Error(`${url} answered ${response.status}; refusing to deploy without knowing the versions the site keeps`);
  return parseVersions(await response.text(), url);
}

async function download(fetchFile, url, to) {
  const response = await fetchFile(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}; refusing to deploy a site that would lose that version`);
  mkdirSync(path.dirname(to), { recursive: true });
  writeFileSync(to, Buffer.from(await response.arrayBuffer()));
}

function copyFiles(files, from, to) {
  for (const file of files) {
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    copyFileSync(path.join(from, file), path.join(to, file));
  }
}

/**
 * Lays out a remote's staged site (`dir`, holding the new build at its root) as above.
 * @param {object} options
 * @param {string} options.dir
 * @param {URL} options.siteUrl  the live site's root
 * @param {string[]} options.ignore  the site's `ignore` globs
 * @param {string} [options.commit]  recorded with the new version, for whoever rolls back
 * @param {typeof fetch} [options.fetchFile]
 * @param {Date} [options.now]
 * @returns {Promise<{ id: number, previous?: number }>} the new version's number and the one before it
 */
export async function stageVersions({ dir, siteUrl, ignore, commit, fetchFile = fetch, now = new Date() }) {
  const files = buildFiles(dir, ignore);
  const kept = (await liveVersions(siteUrl, fetchFile)).slice(0, KEPT_VERSIONS - 1);
  const id = (kept[0]?.id ?? 0) + 1;
  copyFiles(files, dir, path.join(dir, 'v', String(id)));
  for (const version of kept) {
    await Promise.all(
      version.files.map((file) => download(fetchFile, new URL(`v/${version.id}/${file}`, siteUrl), path.join(dir, 'v', String(version.id), file))),
    );
  }
  const [previous] = kept;
  if (previous) copyFiles(previous.files, path.join(dir, 'v', String(previous.id)), path.join(dir, PREVIOUS_DIR));
  const added = { id, ...(commit ? { commit } : {}), deployedAt: now.toISOString(), files };
  writeFileSync(path.join(dir, VERSIONS_FILE), `${JSON.stringify({ versions: [added, ...kept] }, null, 2)}\n`);
  return { id, previous: previous?.id };
}
