/**
 * The content of a build's sources, byte for byte: every file git would hold under the paths a build reads
 * (tracked, or new and not ignored), each by its SHA-256, and one digest of them all. A check records it
 * for the sources it passed, a build for the sources it was made from, and a release ships a build only
 * when the two are the same (tools/release/provenance.mjs). git lists the files, so an ignored folder (dist/,
 * node_modules/) is never a source; it lists them the same in a shallow checkout, as a CI runner's is.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/**
 * @param {string[]} sources  paths from the repository's root (folders or files)
 * @param {{ root?: string }} [options]
 * @returns {{ digest: string, files: Record<string, string> } | null}  null outside a git checkout
 */
export function sourceContent(sources, { root = ROOT } = {}) {
  let listed;
  try {
    listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...sources], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return null;
  }
  // A tracked file deleted in the checkout is listed still: it is not among the sources.
  const names = [...new Set(listed.split('\0').filter(Boolean))].filter((name) => existsSync(path.join(root, name)) && lstatSync(path.join(root, name)).isFile()).sort();
  const files = Object.fromEntries(names.map((name) => [name, sha256(readFileSync(path.join(root, name)))]));
  return { digest: sha256(names.map((name) => `${name}\0${files[name]}\n`).join('')), files };
}

/** The files whose content differs between two records (added, removed or changed), sorted. */
export function differingFiles(before, after) {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
