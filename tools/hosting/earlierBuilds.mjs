/**
 * The files of a build folder's earlier builds, kept beside it for the pages still open on them: a build
 * in place (`npm run build -w remote-auth` while `npm start` serves it) empties the folder, and a page
 * opened before asks its site later for files of the build it loaded (a chunk it loads late, a picture
 * below the fold). A site keeps those files for PAGE_LIFETIME_MS after they stopped being served; so
 * does the local stack, so that a developer sees what a shopper would.
 *
 * Only content-named files are kept (sites.mjs): the same name always holds the same bytes, so a file
 * kept here is never a stale copy of one a later build names alike (its manifest, its entry, its page).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_LIFETIME_MS } from './pageLifetime.mjs';
import { deployedFiles, isContentNamed } from '../sites/sites.mjs';

/** What a build writes last (tools/builds/recordBuild.mjs): a folder with it holds a whole build. */
const BUILD_DONE = '.built-from.json';
/** Beside the kept files, never among them: the folder of files is served as it is. */
const INDEX = 'index.json';
const FILES = 'files';

/**
 * @param {{ publicDir: string, keptDir: string, now?: () => number }} options
 *        publicDir: the build folder served; keptDir: where its earlier builds' files are kept
 * @returns {{ remember: () => boolean, keptFolder: string }}
 *        remember: keeps the files of the build now in publicDir, once per build (call it on every
 *        request), and says whether that build is new; keptFolder: the folder that holds them, by their
 *        path from the site's root
 */
export function earlierBuilds({ publicDir, keptDir, now = Date.now }) {
  let seenBuild;
  const indexFile = path.join(keptDir, INDEX);
  const keptFolder = path.join(keptDir, FILES);
  const readIndex = () => (existsSync(indexFile) ? JSON.parse(readFileSync(indexFile, 'utf8')) : { current: [], until: {} });

  function remember() {
    const done = path.join(publicDir, BUILD_DONE);
    if (!existsSync(done)) return false;
    const build = statSync(done).mtimeMs;
    if (build === seenBuild) return false;
    seenBuild = build;
    const at = now();
    const index = readIndex();
    const files = deployedFiles(publicDir).filter(isContentNamed);
    // The build served until now stops being served now: a page opened on it may ask for its files until PAGE_LIFETIME_MS from here.
    const until = { ...index.until };
    for (const file of [...index.current, ...files]) until[file] = at;
    for (const [file, last] of Object.entries(until)) {
      if (files.includes(file) || at - last <= PAGE_LIFETIME_MS) continue;
      rmSync(path.join(keptFolder, file), { force: true });
      delete until[file];
    }
    for (const file of files) {
      const to = path.join(keptFolder, file);
      if (existsSync(to)) continue;
      mkdirSync(path.dirname(to), { recursive: true });
      copyFileSync(path.join(publicDir, file), to);
    }
    mkdirSync(keptDir, { recursive: true });
    writeFileSync(indexFile, `${JSON.stringify({ current: files, until }, null, 2)}\n`);
    return true;
  }

  return { remember, keptFolder };
}
