// A build in place under `npm start` empties its folder, yet open pages still ask for their build's files:
// the stack keeps them as a site does. Content-named only, so a kept file is never a stale copy.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_LIFETIME_MS } from './pageLifetime.mjs';
import { deployedFiles, isContentNamed } from '../sites/sites.mjs';

/** Written last by a build: a folder with it holds a whole build. */
const BUILD_DONE = '.built-from.json';
/** Beside the kept files, never among them: that folder is served as it is. */
const INDEX = 'index.json';
const FILES = 'files';

/** Call `remember()` on every request: it keeps a new build's files once, and says whether it was new. */
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
    // The build served until now stops being served now: its page lifetime counts from here.
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
