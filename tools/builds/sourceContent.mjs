// Every file git would hold under the sources, by SHA-256, and one digest of them all. git lists them, so
// an ignored folder is never a source, and a shallow checkout (a CI runner's) lists the same.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/** @returns {{ digest: string, files: Record<string, string> } | null} null outside a git checkout */
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

export function differingFiles(before, after) {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
