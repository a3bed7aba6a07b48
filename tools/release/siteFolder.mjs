/**
 * A remote's whole site, laid out in a folder for one publish: Firebase Hosting replaces all of a site's
 * files on each deploy, so every publish uploads every build the release keeps. Each is under `v/<n>/`
 * (a new build copied from its dist/, the others downloaded from the live site, file by file as its
 * release file lists them); the root holds only the live build's manifest, naming the files of its
 * folder (rootManifest.mjs), and `release.json`, which says which build is which.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'glob';
import { fetchFresh } from '../hosting/fetchFresh.mjs';
import { NO_RELEASE, parseRelease, RELEASE_FILE } from '../contracts/releaseFile.mjs';
import { buildFolder, manifestInFolder } from './rootManifest.mjs';

/** The file of a build the page asks the site's root for; every other file it finds from there. */
export const MANIFEST = 'mf-manifest.json';

/**
 * The files of a build that a release uploads, as firebase-tools lists a folder (its `listFiles`: the same
 * glob and options), less the team's own page: it needs an `/env.js`, which only the host's site, the
 * local stack and the dev servers serve.
 * @param {string} dir
 * @param {string[]} ignore  the site's `ignore` globs
 */
export function buildFiles(dir, ignore) {
  return globSync('**/*', { cwd: dir, dot: true, follow: true, nodir: true, posix: true, ignore: [...ignore, 'env.js', 'index.html'] }).sort();
}

/** The live site's release file: none on a site never released; refused when it cannot be read. */
export async function liveRelease(siteUrl, fetchFile = fetchFresh) {
  const url = new URL(RELEASE_FILE, siteUrl);
  const response = await fetchFile(url);
  if (response.status === 404) return NO_RELEASE;
  if (!response.ok) throw new Error(`${url} answered ${response.status}; refusing to publish without knowing the builds the site keeps`);
  return parseRelease(await response.text(), url);
}

function copyFiles(files, from, to) {
  for (const file of files) {
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    copyFileSync(path.join(from, file), path.join(to, file));
  }
}

async function download(fetchFile, url, to) {
  const response = await fetchFile(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}; refusing to publish a site that would lose that build`);
  mkdirSync(path.dirname(to), { recursive: true });
  writeFileSync(to, Buffer.from(await response.arrayBuffer()));
}

/**
 * Lays out the site `release` describes in `dir`, reusing the builds already there from an earlier
 * publish of the same release run.
 * @param {{ dir: string, release: object, siteUrl: URL, added?: { id: number, from: string }, fetchFile?: typeof fetchFresh }} options
 *        added: the new build, and the folder it was built in
 */
export async function layOutSite({ dir, release, siteUrl, added, fetchFile = fetchFresh }) {
  const builds = path.join(dir, 'v');
  mkdirSync(builds, { recursive: true });
  const keep = new Set(release.builds.map((build) => String(build.id)));
  for (const entry of readdirSync(dir)) if (entry !== 'v') rmSync(path.join(dir, entry), { recursive: true });
  for (const entry of readdirSync(builds)) if (!keep.has(entry)) rmSync(path.join(builds, entry), { recursive: true });
  for (const build of release.builds) {
    const to = path.join(builds, String(build.id));
    if (existsSync(to)) continue;
    if (build.id === added?.id) copyFiles(build.files, added.from, to);
    else await Promise.all(build.files.map((file) => download(fetchFile, new URL(`v/${build.id}/${file}`, siteUrl), path.join(to, file))));
  }
  if (release.live !== undefined) {
    const manifest = readFileSync(path.join(builds, String(release.live), MANIFEST), 'utf8');
    writeFileSync(path.join(dir, MANIFEST), manifestInFolder(manifest, buildFolder(release.live)));
  }
  writeFileSync(path.join(dir, RELEASE_FILE), `${JSON.stringify(release, null, 2)}\n`);
}
