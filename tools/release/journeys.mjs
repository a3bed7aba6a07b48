/**
 * The second half of a candidate's check: the team's own journeys (e2e/tests/<remote>/journeys.spec.ts,
 * which its `npm run check` runs on the local stack) run again on the live host page with the candidate
 * selected (`?<remote>-candidate=<n>`), by e2e/journeys.config.ts. A candidate fails on any journey that
 * fails, and the reason names the spec, the journey and the step it stopped at.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../sites/sites.mjs';

/** The spec of a remote's journeys, from the e2e folder. */
export const journeySpec = (remote) => `tests/${remote}/journeys.spec.ts`;

/** What runs a release's journeys besides the spec: the config, and the reporter it names. */
const RUNNERS = ['e2e/journeys.config.ts', 'tools/release/journeyReporter.mjs'];
/** A module a file names by a relative path: `from './x'`, `import('./x')`, `import './x'`. */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'];

/**
 * What judges a remote's candidate besides its build: its journeys' spec, the config and reporter that run
 * them, and every file of the repository those import, their support (e2e/support/, the suite's config…),
 * from the repository's root, sorted. A team's check records their content beside its sources', and a
 * release runs them only as the check passed them (provenance.mjs).
 * @param {string} remote
 */
export function journeySources(remote, { root = ROOT } = {}) {
  const found = new Set();
  const follow = (file) => {
    if (found.has(file) || !existsSync(path.join(root, file))) return;
    found.add(file);
    for (const [, specifier] of readFileSync(path.join(root, file), 'utf8').matchAll(RELATIVE_IMPORT)) {
      const base = path.posix.join(path.posix.dirname(file), specifier);
      const target = EXTENSIONS.map((extension) => `${base}${extension}`).find((candidate) => existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile());
      if (target) follow(target);
    }
  };
  for (const file of [`e2e/${journeySpec(remote)}`, ...RUNNERS]) follow(file);
  return [...found].sort();
}

/** One line for each failed journey (journeyReporter.mjs). */
export function describeFailures(failures) {
  return failures.map(({ spec, journey, step, error }) => `${spec} "${journey}" failed ${step ? `at step "${step}"` : 'outside its named steps'}: ${error}`).join('; ');
}

/**
 * Runs in a child process, never blocking this one: the e2e suite serves the sites from the process that
 * runs the release.
 * @param {{ hostUrl: URL | string, remote: string, id: number }} options
 * @returns {Promise<string | undefined>} why the candidate failed, or nothing when every journey passed
 */
export async function checkJourneys({ hostUrl, remote, id }) {
  const url = new URL(hostUrl);
  url.searchParams.set(`${remote}-candidate`, String(id));
  const work = mkdtempSync(path.join(tmpdir(), `journeys-${remote}-`));
  const report = path.join(work, 'report.json');
  try {
    const status = await new Promise((resolve, reject) => {
      const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'playwright'), ['test', '--config', 'journeys.config.ts', journeySpec(remote)], {
        cwd: path.join(ROOT, 'e2e'),
        env: { ...process.env, STOREFRONT_JOURNEY_URL: url.href, STOREFRONT_JOURNEY_REPORT: report, STOREFRONT_JOURNEY_OUTPUT: path.join(work, 'results') },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child.on('error', reject);
      child.on('close', resolve);
    });
    const failures = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : [];
    if (failures.length > 0) return `a shopper's journey failed on ${url.origin}: ${describeFailures(failures)}`;
    if (status !== 0) return `its journeys (e2e/${journeySpec(remote)}) did not run to the end (exit code ${status})`;
    return undefined;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
