/**
 * A team's gate of end-to-end tests, chosen by Playwright itself: the tests of its folder
 * (e2e/tests/<name>/) and those tagged with its name (`{ tag: '@cart' }`), but none of a `*.suite.spec.ts`
 * (it builds variants of the apps or plays one version against another: the whole suite runs it).
 * Playwright matches `--grep` against "project file describes title tags", so one pattern takes both.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const E2E = fileURLToPath(new URL('../../e2e/', import.meta.url));

/** Playwright's options that select a team's gate. */
export const gateOptions = ({ name }) => ['--grep', `(^| )${name}/|@${name}\\b`, '--grep-invert', '\\.suite\\.spec\\.ts'];

/**
 * Every test as `playwright test --list` collects it with `options`: its file from e2e/tests/, titles and tags.
 * @returns {{ file: string, line: number, titlePath: string[], tags: string[] }[]}
 */
export function listedTests(options = []) {
  const listed = spawnSync(path.join(E2E, '..', 'node_modules', '.bin', 'playwright'), ['test', '--list', '--reporter=json', ...options], { cwd: E2E, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (listed.status !== 0) throw new Error(`playwright test --list failed: ${listed.stderr || listed.stdout}`);
  const report = JSON.parse(listed.stdout);
  if (report.errors?.length) throw new Error(`playwright test --list: ${report.errors.map((error) => error.message).join('; ')}`);
  const tests = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) tests.push({ file: spec.file, line: spec.line, titlePath: [...titles, spec.title], tags: spec.tags.map((tag) => `@${tag.replace(/^@/, '')}`) });
    for (const inner of suite.suites ?? []) walk(inner, [...titles, inner.title]);
  };
  for (const file of report.suites) walk(file, []);
  return tests;
}

/** A test as `npm run check -- --list` prints it. */
export const testListLine = (test) => [test.file, ...test.titlePath].join(' › ');
