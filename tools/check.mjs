/**
 * `npm run check -w <app folder>` (each app's `check` script): one team's whole check, on its own. Its
 * typecheck, lint and unit tests (its Cloud Function's too, if it has one), its own production build, then the end-to-end tests of its gate
 * (those of e2e/tests/<app name>/, its journeys among them, and those elsewhere tagged for its remote, but
 * none of the specs that need the whole suite: check/gate.mjs) against the other apps' builds as they are in their dist/ folders: reused, never rebuilt (each is said to be what it
 * was built from: builds/builtFrom.mjs), built once only when missing, and refused when older than its sources.
 * The local stack starts as for every e2e run (Playwright's webServer: tools/start.mjs --no-build), or, where
 * the team's `npm start` of this checkout runs, the tests run on that stack beside its work, with its
 * rehearsals set aside while they run (e2e/support/suiteOnTheStack.ts); anything else on the host's port is
 * refused before the first step.
 * It stops at the first step that fails, and ends with how long each step took; when all pass, it records
 * the sources it passed, which `npm run release` asks for.
 *
 * With `--list` (`npm run check -w <app folder> -- --list`) it runs nothing: it prints the gate's tests, one
 * a line as Playwright's `--test-list` names them, and their count last.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, appInFolder } from './apps.mjs';
import { describeBuild, hasBuild, modifiedAt, readRecord, sourcesNow, staleness } from './builds/builtFrom.mjs';
import { gateOptions, listedTests, testListLine } from './check/gate.mjs';
import { checkSteps } from './check/steps.mjs';
import { recordFailedCheck, recordPassedCheck, sourcesToCheck } from './release/provenance.mjs';
import { failureSummary } from './check/failure.mjs';
import { stackToRunOn } from './stack/stackRecord.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const log = (message) => console.log(`[check] ${message}`);
/** Playwright's JSON report of the gate's run, which a failure is read from and a release refusal points to. */
const E2E_REPORT = path.join(root, '.firebase', 'checks', 'e2e-report.json');
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

let app;
try {
  app = appInFolder(process.argv[2]);
} catch (error) {
  console.error(`${error.message}. Run it as \`npm run check -w <app folder>\`, e.g. \`npm run check -w remote-cart\`.`);
  process.exit(2);
}

const gate = listedTests(gateOptions(app)).map(testListLine);
if (process.argv.includes('--list')) {
  console.log([...gate, `${gate.length} tests`].join('\n'));
  process.exit(0);
}
const hasFunction = (folder) => existsSync(path.join(root, folder, 'functions', 'package.json'));
const steps = checkSteps(app, APPS, hasBuild, hasFunction, gate.length);
// A build older than its sources would check the team's app against code that is no longer there: refused.
const stale = [];
for (const other of APPS.filter((candidate) => candidate !== app && hasBuild(candidate.folder))) {
  const record = readRecord(other.folder);
  const now = sourcesNow(other.folder);
  log(describeBuild(other.folder, record, now));
  const why = staleness(record, now, modifiedAt);
  if (why) stale.push(`${other.folder}/dist is older than its sources: ${why}`);
}
if (stale.length > 0) {
  console.error(`[check] ${stale.join('; ')}. Rebuild ${stale.length > 1 ? 'them' : 'it'} (\`npm run build -w <folder>\`), then check again.`);
  process.exit(2);
}

if (gate.length > 0) {
  try {
    const stack = await stackToRunOn();
    log(
      stack
        ? `the end-to-end tests run on this checkout's running stack (\`npm start\`, pid ${stack.pid}): it serves the builds under test while they run, its rehearsals set aside and put back after`
        : "the end-to-end tests start this checkout's stack, and stop it after",
    );
  } catch (error) {
    console.error(`[check] ${error.message}`);
    process.exit(2);
  }
}

// What is checked is the checkout as the check starts: a release ships only a build of it (tools/release/provenance.mjs).
const checking = sourcesToCheck(app.folder);
rmSync(E2E_REPORT, { force: true });
const started = performance.now();
const timings = [];
for (const step of steps) {
  log(`${step.name}…`);
  const stepStarted = performance.now();
  const [command, args] = step.npm ? ['npm', step.npm] : step.node ? [process.execPath, step.node] : [path.join(root, 'node_modules', '.bin', step.bin), step.args];
  const env = step.cwd === 'e2e' ? { ...process.env, STOREFRONT_CHECK_REPORT: E2E_REPORT } : process.env;
  const { status, error } = spawnSync(command, args, { cwd: path.join(root, step.cwd ?? '.'), stdio: 'inherit', env });
  timings.push(`${step.name} ${seconds(performance.now() - stepStarted)}`);
  if (status !== 0) {
    const summary = step.cwd === 'e2e' && existsSync(E2E_REPORT) ? failureSummary(JSON.parse(readFileSync(E2E_REPORT, 'utf8'))) : [];
    for (const line of summary) log(line);
    log(`${app.folder}: ${step.name} failed${error ? ` (${error.message})` : ''}, after ${seconds(performance.now() - started)}: ${timings.join(', ')}`);
    recordFailedCheck(app.folder, checking, { step: step.name, report: summary.length > 0 ? path.relative(root, E2E_REPORT) : undefined });
    process.exit(status ?? 1);
  }
}
recordPassedCheck(app.folder, checking);
log(`${app.folder} passed in ${seconds(performance.now() - started)}: ${timings.join(', ')}`);
