// A site in a folder: Firebase Hosting replaces all of a site's files on each deploy, so every publish
// uploads every kept build, each under v/<n>/ (the old ones downloaded from the live site). A remote's root
// names the live build's folder; the host's pages name their files from the root, so its root holds the
// live build's files and every kept build's content-named ones, for the pages still open on them.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'glob';
import { fetchFresh } from '../hosting/fetchFresh.mjs';
import { INLINE_SCRIPT_HASHES, INLINE_STYLE_HASHES, inlineSourcesOf } from '../sites/inlineHashes.mjs';
import { isContentNamed } from '../sites/sites.mjs';
import { NO_RELEASE, parseRelease, RELEASE_FILE } from '../contracts/releaseFile.mjs';
import { buildFolder, manifestInFolder } from './rootManifest.mjs';

export const MANIFEST = 'mf-manifest.json';

const INLINE_HASHES = [INLINE_STYLE_HASHES, INLINE_SCRIPT_HASHES];

// The glob and options of firebase-tools' `listFiles`, less /env.js, which a deploy writes, and a remote
// team's own page, which needs it. The host's build keeps its pages' inline hashes: its policy admits
// those of every build it keeps.
export function buildFiles(dir, ignore, { pages = false } = {}) {
  const files = globSync('**/*', { cwd: dir, dot: true, follow: true, nodir: true, posix: true, ignore: [...ignore, 'env.js', ...(pages ? [] : ['index.html'])] });
  const hashes = pages ? INLINE_HASHES.filter((file) => existsSync(path.join(dir, file))) : [];
  return [...files, ...hashes].sort();
}

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

function layOutHostRoot(dir, release) {
  const builds = path.join(dir, 'v');
  const live = release.builds.find((build) => build.id === release.live);
  for (const build of release.builds) copyFiles(build.files.filter(isContentNamed), path.join(builds, String(build.id)), dir);
  if (live) copyFiles(live.files, path.join(builds, String(live.id)), dir);
  const kept = release.builds.map((build) => inlineSourcesOf(path.join(builds, String(build.id))));
  for (const [file, kind] of [[INLINE_STYLE_HASHES, 'inlineStyles'], [INLINE_SCRIPT_HASHES, 'inlineScripts']]) {
    writeFileSync(path.join(dir, file), JSON.stringify([...new Set(kept.flatMap((inline) => inline[kind]))]));
  }
}

/**
 * Reuses the builds an earlier publish of the same run left in `dir`; `added.from` is the new build's dist.
 * @param {{ dir: string, release: object, siteUrl: URL, host?: boolean, added?: { id: number, from: string }, fetchFile?: typeof fetchFresh }} options
 */
export async function layOutSite({ dir, release, siteUrl, host = false, added, fetchFile = fetchFresh }) {
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
  if (host) layOutHostRoot(dir, release);
  else if (release.live !== undefined) {
    const manifest = readFileSync(path.join(builds, String(release.live), MANIFEST), 'utf8');
    writeFileSync(path.join(dir, MANIFEST), manifestInFolder(manifest, buildFolder(release.live)));
  }
  writeFileSync(path.join(dir, RELEASE_FILE), `${JSON.stringify(release, null, 2)}\n`);
}
