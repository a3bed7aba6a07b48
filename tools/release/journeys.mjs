// The second half of a candidate's check: the team's journeys, which its check ran on the local stack,
// run again on the live host page with the candidate selected (`?<remote>-candidate=<n>`).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../sites/sites.mjs';

export const journeySpec = (remote) => `tests/${remote}/journeys.spec.ts`;

const RUNNERS = ['e2e/journeys.config.ts', 'tools/release/journeyReporter.mjs'];
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'];

/** The journeys' spec, what runs it, and every repository file those import: what judges a candidate. */
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

export function describeFailures(failures) {
  return failures.map(({ spec, journey, step, error }) => `${spec} "${journey}" failed ${step ? `at step "${step}"` : 'outside its named steps'}: ${error}`).join('; ');
}

/**
 * Why the candidate failed, or undefined. A child process, never blocking this one: the e2e suite serves
 * the sites from the process that runs the release.
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
