// `npm run check -w <app folder>`: one team's whole check, on its own, against the other apps' builds as
// they are in dist/ (never rebuilt, refused when older than their sources). `-- --list` prints its gate.
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

// Taken before the first step: edits made while the check runs were not checked.
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
