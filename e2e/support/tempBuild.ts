import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export const REPO = path.resolve(__dirname, '../..');

/** Changes a file of a temporary copy; a change that matches nothing fails loudly rather than testing nothing. */
export function rewrite(file: string, change: (text: string) => string): void {
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`nothing changed in ${file}`);
  writeFileSync(file, after);
}

/**
 * A folder under .tmp/ (git-ignored) for one spec's copies, removed by `remove()`. It links the
 * repository's tools/ and base tsconfig, so that a copied package's paths to them (`../tools/…`) hold.
 */
export function workFolder(name: string): { dir: string; remove: () => void } {
  const dir = path.join(REPO, '.tmp', `${name}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const shared of ['tools', 'tsconfig.base.json']) symlinkSync(path.join(REPO, shared), path.join(dir, shared));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Copies one package of the repository (its source, not its node_modules or dist) into a work folder, as
 * a team would check it out on its own: the packages npm nested in it are linked, and `packages`
 * (name → folder) are linked in front of the repository's, so that the copy builds against those.
 */
export function copyPackage(folder: string, work: string, packages: Record<string, string> = {}): string {
  const copy = path.join(work, folder);
  cpSync(path.join(REPO, folder), copy, {
    recursive: true,
    filter: (source) => !new RegExp(`[\\\\/]${folder}[\\\\/](node_modules|dist)$`).test(source),
  });
  const nested = path.join(REPO, folder, 'node_modules');
  const link = (name: string, target: string) => {
    mkdirSync(path.dirname(path.join(copy, 'node_modules', name)), { recursive: true });
    symlinkSync(target, path.join(copy, 'node_modules', name));
  };
  const nestedPackages = existsSync(nested)
    ? readdirSync(nested)
        .filter((entry) => !entry.startsWith('.'))
        .flatMap((entry) => (entry.startsWith('@') ? readdirSync(path.join(nested, entry)).map((name) => `${entry}/${name}`) : [entry]))
    : [];
  for (const name of nestedPackages.filter((name) => !(name in packages))) link(name, path.join(nested, name));
  for (const [name, target] of Object.entries(packages)) link(name, target);
  return copy;
}

/** Builds a copied app for production with the repository's webpack; returns its dist/. */
export function buildCopy(copy: string): string {
  execFileSync(path.join(REPO, 'node_modules', '.bin', 'webpack'), ['--mode', 'production', '--config', path.join(copy, 'webpack.config.mjs')], {
    cwd: copy,
    stdio: 'pipe',
  });
  return path.join(copy, 'dist');
}

/**
 * Serves a build at an origin in place of what the stack serves there, as if it had been deployed there,
 * with the headers a remote's site sends (docs/deploy.md). Paths that `passThrough` accepts (the host's
 * `/env.js`, which the server writes) still reach the stack.
 */
export async function serveBuildAt(page: Page, origin: string, dist: string, passThrough: (pathname: string) => boolean = () => false): Promise<void> {
  await page.route(`${origin}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (passThrough(pathname)) return route.fallback();
    const file = path.join(dist, pathname === '/' ? 'index.html' : decodeURIComponent(pathname));
    if (!file.startsWith(dist + path.sep) || !existsSync(file) || statSync(file).isDirectory()) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({
      path: file,
      headers: { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin', 'cache-control': 'no-store' },
    });
  });
}
