// A team's gate: its folder's tests and those tagged @<name>, never a *.suite.spec.ts. Playwright matches
// `--grep` against "project file describes title tags", so one pattern takes both.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const E2E = fileURLToPath(new URL('../../e2e/', import.meta.url));

export const gateOptions = ({ name }) => ['--grep', `(^| )${name}/|@${name}\\b`, '--grep-invert', '\\.suite\\.spec\\.ts'];

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

export const testListLine = (test) => [test.file, ...test.titlePath].join(' › ');
