// The workflows run as written on GitHub-hosted runners: linted, actions pinned by commit, each `run:` one
// command that runs alike here, the check with no identity, each team publishing with its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS, HOST, REMOTES } from '../apps.mjs';
import { DEPLOY_VARIABLES } from '../contracts/envScript.mjs';
import { argvOfDispatch, DISPATCHED } from '../release/dispatched.mjs';
import { releasePlan } from '../release/releasePlan.mjs';
import { repositoryAt, whyNotRunnable } from './runCommand.mjs';
import { jobsOf, lintWorkflows as lint, readWorkflows, ROOT, runCommands, stepUsing, WORKFLOWS } from './workflowFiles.mjs';

const workflows = readWorkflows();
const workflowOf = (name) => workflows.find(({ file }) => file === `${name}.yml`).workflow;
const functionSources = new Set((JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')).functions ?? []).map(({ source }) => source));
/** The commands that start the local stack: the e2e specs, the rules tests. */
const STACK = /^npm (test|run check) /;
/** The commands that drive a browser: those, and a release's check of its candidate on the live page. */
const BROWSER = /^npm (test|run (check|release)) /;
/** Every job of every workflow, named by where it is. */
const everyJob = workflows.flatMap(({ file, workflow }) => jobsOf(workflow).map((job) => ({ where: `${file}: ${job.id}`, file, workflow, job })));
/** A job's commands, a matrix's `${{ matrix.folder }}` as each app's folder it may stand for (gates.yml's checks come from the app list). */
const commandsOf = (job) =>
  runCommands(job).flatMap((command) => {
    if (command.includes('${{ matrix.folder }}')) return APPS.map(({ folder }) => command.replace('${{ matrix.folder }}', folder));
    if (command.includes('${{ matrix.package }}')) return job.strategy.matrix.package.map((name) => command.replace('${{ matrix.package }}', name));
    return [command];
  });
/** The first major of each action that runs on Node 24: GitHub has moved its runners past Node 20's. */
const FIRST_NODE_24 = { 'actions/checkout': 5, 'actions/setup-node': 5, 'actions/setup-java': 5, 'actions/cache': 5, 'actions/upload-artifact': 6, 'actions/download-artifact': 7, 'google-github-actions/auth': 3 };

test('actionlint finds nothing wrong in any workflow', () => {
  const { stdout, findings } = lint(ROOT);
  assert.deepEqual(findings, []);
  assert.match(stdout, new RegExp(`Checking ${readdirSync(WORKFLOWS).length} workflow file\\(s\\)`));
});

test('actionlint does lint: a workflow with an unknown property, a misspelt input and an unknown concurrency key fails', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'workflows-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, '.github', 'workflows'), { recursive: true });
  const broken = 'on: push\njobs:\n  check:\n    runs-on: ubuntu-24.04\n    concurrency:\n      group: one\n      queue: max\n      waits: true\n    steps:\n      - uses: actions/checkout@v4\n        with:\n          fetch-dept: 1\n      - run: echo ${{ github.nope }}\n';
  writeFileSync(path.join(dir, '.github', 'workflows', 'broken.yml'), broken);
  const { findings } = lint(dir);
  assert.equal(findings.length, 3, findings.join('\n'));
  assert.match(findings.join('\n'), /input "fetch-dept" is not defined/);
  assert.match(findings.join('\n'), /property "nope" is not defined/);
  assert.match(findings.join('\n'), /unexpected key "waits" for "concurrency" section/);
});

test('one workflow per team, the pull request’s gates and the whole suite, a missing one named', () => {
  const files = workflows.map(({ file }) => file);
  for (const { name } of APPS) {
    assert.ok(files.includes(`${name}.yml`), `.github/workflows/${name}.yml is missing: \`npm run new-team -- ${name}\` writes it from the template`);
  }
  assert.deepEqual(files, [...APPS.map(({ name }) => `${name}.yml`), 'gates.yml', 'pins.yml', 'suite.yml'].sort());
});

test('every job runs on a GitHub-hosted Ubuntu runner, in no container, checks out keeping no token, on the Node of .nvmrc (actions/setup-node, with npm’s cache), installing first', () => {
  const nvmrc = readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim();
  const { engines } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  assert.equal(engines.node, `>=${nvmrc}`, 'package.json asks for the Node .nvmrc names');
  for (const { where, job } of everyJob) {
    assert.match(job['runs-on'], /^ubuntu-\d/, where);
    assert.equal(job.container, undefined, `${where} runs in a container`);
    assert.equal(job.services, undefined, `${where} starts service containers`);
    const checkout = stepUsing(job, 'actions/checkout');
    assert.ok(checkout === job.steps[0], `${where}: the checkout first`);
    assert.equal(checkout.with?.['persist-credentials'], false, `${where}: the checkout leaves no token behind for later steps`);
    const setupNode = stepUsing(job, 'actions/setup-node');
    assert.deepEqual(setupNode?.with, { 'node-version-file': '.nvmrc', cache: 'npm' }, `${where}: Node from .nvmrc, npm’s cache`);
    const firstNpm = job.steps.findIndex((step) => String(step.run ?? '').startsWith('npm '));
    assert.ok(job.steps.indexOf(setupNode) < firstNpm, `${where}: Node is set up before npm runs`);
    assert.equal(runCommands(job).find((command) => command.startsWith('npm ') || command.startsWith('tools/'))?.split(' ').slice(0, 2).join(' '), 'npm ci', `${where}: npm ci installs, first`);
  }
});

test('every action is pinned by its commit, its version said beside it, the same in every workflow and the new team’s template, each on a major that runs on Node 24', () => {
  const files = [...workflows.map(({ file }) => path.join(WORKFLOWS, file)), path.join(ROOT, 'tools/newTeam/template/workflow/team.yml')];
  const pins = new Map();
  for (const file of files) {
    for (const line of readFileSync(file, 'utf8').split('\n').filter((text) => /^\s*(- )?uses:/.test(text))) {
      const pinned = line.match(/uses: ([\w.-]+\/[\w.-]+)@([0-9a-f]{40}) # (v(\d+)\.\d+\.\d+)$/);
      assert.ok(pinned, `${path.relative(ROOT, file)}: "${line.trim()}" is not pinned by a commit with its version in a comment`);
      const [, action, commit, version, major] = pinned;
      const pin = `${commit} # ${version}`;
      assert.equal(pins.get(action) ?? pin, pin, `${action}: one commit everywhere`);
      pins.set(action, pin);
      assert.ok(Number(major) >= FIRST_NODE_24[action], `${action} ${version}: a major that still runs on Node 20`);
    }
  }
  assert.deepEqual([...pins.keys()].sort(), Object.keys(FIRST_NODE_24).sort());
});

test('every `run:` is one command that exists in the repository: npm with a script of the named workspace, a real team’s release, or a script of the repository', () => {
  const repository = repositoryAt(ROOT);
  const problems = everyJob.flatMap(({ where, job }) => commandsOf(job).map((command) => [command, whyNotRunnable(command, repository)]).filter(([, why]) => why).map(([command, why]) => `${where}: ${command}: ${why}`));
  assert.deepEqual(problems, []);
  assert.equal(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts['setup:emulators'], 'firebase setup:emulators:firestore', 'the emulator installed as firebase-tools installs it');
});

test('every job that starts the local stack has Java 21 and the Firestore emulator firebase-tools installs (kept between runs); every job that drives a browser, the runner’s Google Chrome', () => {
  for (const { where, workflow, job } of everyJob) {
    const commands = commandsOf(job);
    if (commands.some((command) => BROWSER.test(`${command} `))) assert.equal({ ...workflow.env, ...job.env }.CHROMIUM_PATH, '/usr/bin/google-chrome', `${where}: the runner's Chrome`);
    if (!commands.some((command) => STACK.test(`${command} `))) continue;
    const at = (predicate) => job.steps.findIndex(predicate);
    const stack = at((step) => STACK.test(`${step.run ?? ''} `));
    const java = stepUsing(job, 'actions/setup-java');
    assert.equal(String(java?.with['java-version']), '21', `${where}: the jar firebase-tools installs needs Java 21`);
    const cache = stepUsing(job, 'actions/cache');
    assert.equal(cache?.with.path, '~/.cache/firebase/emulators', `${where}: the emulator's jar kept between runs`);
    assert.match(cache.with.key, /hashFiles\('node_modules\/firebase-tools\/lib\/emulator\/downloadableEmulatorInfo\.json'\)/, `${where}: a new jar for a new firebase-tools`);
    const install = at((step) => step.run === 'npm run setup:emulators');
    assert.equal(job.steps[install].if, `steps.${cache.id}.outputs.cache-hit != 'true'`, `${where}: firebase-tools downloads the jar again unless the cache had it`);
    assert.ok(at((step) => step.run === 'npm ci') < job.steps.indexOf(cache) && job.steps.indexOf(cache) < install && install < stack, `${where}: npm ci, the cache, the install, then the stack`);
    assert.ok(job.steps.indexOf(java) < stack, `${where}: Java before the stack`);
  }
});

test('the identity only publishes: only a job in a team’s environment may ask for a token, and it runs no check, no test and no package’s install script', () => {
  for (const { file, workflow } of workflows) assert.deepEqual(workflow.permissions, { contents: 'read' }, `${file}: no job may ask for a token unless it says so`);
  const holders = everyJob.filter(({ job }) => job.permissions?.['id-token'] === 'write');
  assert.ok(holders.length >= APPS.length);
  for (const { where, job } of everyJob) assert.equal(job.environment !== undefined, job.permissions?.['id-token'] === 'write', `${where}: an environment and a token go together`);
  for (const { where, job } of holders) {
    const commands = runCommands(job);
    assert.deepEqual(commands.filter((command) => /^npm (test|run (check|build|test:\w+)|ci(?! --ignore-scripts$))/.test(command)), [], `${where}: it publishes, and nothing else runs with its token`);
    assert.equal(stepUsing(job, 'actions/setup-java'), undefined, `${where}: nothing here starts the emulators`);
  }
  for (const { file } of workflows) assert.doesNotMatch(readFileSync(path.join(WORKFLOWS, file), 'utf8'), /secrets\.|credentials_json/, file);
});

test('each team: after a merge to main, its check (no identity) uploads the build it passed; the whole suite awaited; then its release (the host’s with the rules) from that build, then its Cloud Function', () => {
  for (const app of APPS) {
    const workflow = workflowOf(app.name);
    const { check, suite, release: ship } = workflow.jobs;
    assert.equal(workflow.on.pull_request, undefined, `${app.name}: a pull request's checks are gates.yml's`);
    assert.equal(check.if, "github.event_name == 'push'");
    assert.equal(suite.if, "github.event_name == 'push'");
    assert.equal(check.environment, undefined);
    assert.equal(check.permissions, undefined, 'the check holds nothing the workflow does not give every job');
    assert.equal(runCommands(check).at(-1), `npm run check -w ${app.folder}`);
    const upload = stepUsing(check, 'actions/upload-artifact');
    assert.deepEqual(upload?.with, { name: `checked-${app.name}`, path: `${app.folder}/dist/\n.firebase/checks/${app.folder}.json\n`, 'include-hidden-files': true, 'if-no-files-found': 'error', 'retention-days': 7 }, `${app.name}: the build, its record and the check's`);
    assert.ok(check.steps.indexOf(upload) === check.steps.length - 1, 'uploaded once the check has passed');
    assert.deepEqual(suite.permissions, { contents: 'read', actions: 'read' });
    assert.deepEqual(runCommands(suite), ['npm ci --ignore-scripts', `tools/check/awaitSuite.mjs ${app.name}`]);
    assert.equal(suite.steps.at(-1).env.GITHUB_TOKEN, '${{ github.token }}');

    assert.deepEqual(ship.needs, ['check', 'suite'], 'the release waits for its check and, where the push changed what every team shares, the whole suite');
    assert.equal(ship.environment, `${app.name}-production`);
    assert.deepEqual(ship.permissions, { contents: 'read', 'id-token': 'write' });
    // GitHub keeps one pending job per group unless `queue` says more: the next release would cancel a queued one.
    assert.deepEqual(ship.concurrency, { group: `${app.name}-release`, 'cancel-in-progress': false, queue: 'max' });
    const shipped = [
      'npm ci --ignore-scripts',
      `npm run release -- ${app.name} --no-build`,
      ...(app === HOST ? ['npm run deploy:rules'] : []),
      ...(functionSources.has(`${app.folder}/functions`) ? [`npm run deploy:function -w ${app.folder}`] : []),
    ];
    assert.deepEqual(runCommands(ship), shipped, 'it publishes the build the check passed, and nothing else');
    const download = stepUsing(ship, 'actions/download-artifact');
    const auth = stepUsing(ship, 'google-github-actions/auth');
    assert.deepEqual(download?.with, { name: `checked-${app.name}` });
    assert.deepEqual(auth?.with, { workload_identity_provider: '${{ vars.WORKLOAD_IDENTITY_PROVIDER }}', service_account: '${{ vars.SERVICE_ACCOUNT }}' });
    const first = ship.steps.findIndex((step) => step.run === shipped[1]);
    assert.ok(ship.steps.indexOf(download) < ship.steps.indexOf(auth) && ship.steps.indexOf(auth) < first, 'the build, then the identity, then the publish');
    assert.equal(stepUsing(ship, 'actions/checkout').with['fetch-depth'], 0, 'the whole history: the live build’s commit is in it');
    assert.equal(stepUsing(check, 'actions/checkout').with['fetch-depth'], 0, 'the whole history: the build records the last commit that touched its sources');
    assert.equal(ship.env.FIREBASE_PROJECT_ID, '${{ vars.FIREBASE_PROJECT_ID }}');
    assert.equal(ship.env[`FIREBASE_SITE_${app.hosting.toUpperCase()}`], `\${{ vars.FIREBASE_SITE_${app.hosting.toUpperCase()} }}`);
    assert.equal(ship.env.FIREBASE_SITE_HOST, '${{ vars.FIREBASE_SITE_HOST }}', 'the host’s page, wherever the team’s project is');
    if (app === HOST) for (const name of DEPLOY_VARIABLES) assert.equal(ship.env[name], `\${{ vars.${name} }}`, 'the host’s /env.js, written at each publish');
  }
});

test('each team’s rollback, --to, pin and unpin run from its workflow, asked from GitHub: in its environment, one at a time with its releases, as its identity', () => {
  for (const app of APPS) {
    const workflow = workflowOf(app.name);
    const { dispatched, release } = workflow.jobs;
    const inputs = workflow.on.workflow_dispatch?.inputs;
    assert.deepEqual(inputs?.action, { description: inputs?.action?.description, type: 'choice', options: Object.keys(DISPATCHED) }, app.name);
    assert.equal(inputs.build.type, 'string');
    for (const action of inputs.action.options) {
      const plan = releasePlan({ argv: [app.name, ...argvOfDispatch({ action, build: '6' })], env: { FIREBASE_PROJECT_ID: 'a-real-project', FIREBASE_API_KEY: 'key', ...Object.fromEntries(REMOTES.map(({ name }) => [`STOREFRONT_${name.toUpperCase()}_URL`, `https://${name}.example/`])) } });
      assert.notEqual(plan.action.kind, 'release', `${action} changes which build is live or kept; it never releases`);
    }
    assert.equal(dispatched.if, "github.event_name == 'workflow_dispatch'");
    assert.equal(dispatched.environment, release.environment);
    assert.deepEqual(dispatched.concurrency, release.concurrency);
    assert.deepEqual(dispatched.permissions, { contents: 'read', 'id-token': 'write' });
    assert.deepEqual(runCommands(dispatched), ['npm ci --ignore-scripts', `npm run release -- ${app.name} --dispatched`]);
    assert.ok(stepUsing(dispatched, 'google-github-actions/auth'));
    if (app === HOST) assert.deepEqual(dispatched.env, release.env, 'every publish of the host’s site writes its /env.js, from the same variables');
  }
});

test('every team ships as its own identity: an environment each, GitHub’s OIDC token exchanged by google-github-actions/auth (Workload Identity Federation)', () => {
  const environments = new Set(APPS.map((app) => workflowOf(app.name).jobs.release.environment));
  assert.equal(environments.size, APPS.length);
  for (const { where, job } of everyJob.filter(({ job: candidate }) => candidate.environment)) {
    assert.ok(stepUsing(job, 'google-github-actions/auth'), where);
    assert.ok(environments.has(job.environment), `${where}: ${job.environment}`);
  }
});

test('a pull request gets one check that always runs, `gates`, passing only when the checks and the whole suite its change needs passed', () => {
  const { on, jobs } = workflowOf('gates');
  assert.deepEqual(on, { pull_request: null, merge_group: null }, 'no paths filter: a required check must always run');
  assert.deepEqual(runCommands(jobs.changes), ['npm ci --ignore-scripts', 'tools/check/gates.mjs changes']);
  assert.deepEqual(jobs.changes.outputs, { checks: '${{ steps.gates.outputs.checks }}', 'any-check': '${{ steps.gates.outputs.any-check }}', suite: '${{ steps.gates.outputs.suite }}' });
  assert.equal(stepUsing(jobs.changes, 'actions/checkout').with['fetch-depth'], 0, 'the change is measured from the commit of main it goes onto');
  assert.equal(jobs.check.if, "needs.changes.outputs.any-check == 'true'");
  assert.deepEqual(jobs.check.strategy, { 'fail-fast': false, matrix: '${{ fromJSON(needs.changes.outputs.checks) }}' });
  assert.equal(runCommands(jobs.check).at(-1), 'npm run check -w ${{ matrix.folder }}');
  assert.equal(jobs.suite.if, "needs.changes.outputs.suite == 'true'");
  assert.deepEqual(runCommands(jobs.suite).filter((command) => command !== 'npm run setup:emulators'), ['.ci/browsers', 'npm ci', 'npm test']);
  assert.equal(jobs.gates.if, '${{ !cancelled() }}', 'a run superseded by a newer push is cancelled, not failed');
  assert.deepEqual(jobs.gates.needs, ['changes', 'check', 'suite']);
  assert.deepEqual(Object.keys(jobs), ['changes', 'check', 'suite', 'gates']);
  assert.deepEqual(runCommands(jobs.gates), ['npm ci --ignore-scripts', 'tools/check/gates.mjs passed']);
  assert.equal(jobs.gates.steps.at(-1).env.NEEDS, '${{ toJSON(needs) }}');
});

test('on main the whole suite runs on every push, as .ci/run runs it', () => {
  const { on, jobs } = workflowOf('suite');
  assert.deepEqual(on, { push: { branches: ['main'] } });
  assert.deepEqual(runCommands(jobs.test).filter((command) => command !== 'npm run setup:emulators'), ['.ci/browsers', 'npm ci', 'npm test']);
});

test('in a shallow checkout, as actions/checkout makes one, a build still says what it was built from', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shallow-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  execFileSync('git', ['clone', '--quiet', '--depth', '1', `file://${ROOT}`, dir]);
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
  const script = "import('./tools/builds/builtFrom.mjs').then(({ sourcesNow }) => console.log(JSON.stringify(sourcesNow('remote-cart'))))";
  assert.deepEqual(JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: dir, encoding: 'utf8' })), { commit: head, changed: [] });
});

test('.ci/run runs what the suite’s workflow runs, on the Node of .nvmrc: the browsers, npm ci, npm test (the machine it is written for has the Cloud SDK’s emulator jar)', () => {
  const script = readFileSync(path.join(ROOT, '.ci', 'run'), 'utf8');
  const lines = script.split('\n').map((line) => line.trim().replace(/^node tools\/projectNode\.mjs /, ''));
  const commands = runCommands(workflowOf('suite').jobs.test).filter((command) => command !== 'npm run setup:emulators');
  const at = commands.map((command) => lines.findIndex((line) => line === command || line.startsWith(`${command} --`)));
  assert.ok(at.every((index, position) => index > (at[position - 1] ?? -1)), `.ci/run runs ${commands.join(', ')} in that order`);
});

test('the credential google-github-actions/auth writes into the workspace is never committed', () => {
  assert.equal(execFileSync('git', ['check-ignore', 'gha-creds-0123abcd.json'], { cwd: ROOT, encoding: 'utf8' }).trim(), 'gha-creds-0123abcd.json');
});

test('each week every package README.md keeps pinned is tried at its newest, by the steps a pin can break', () => {
  const { on, jobs } = workflowOf('pins');
  assert.ok(on.schedule?.length === 1);
  const pinned = [...readFileSync(path.join(ROOT, 'README.md'), 'utf8').matchAll(/^\| [^|]*`([^`]+)` [^|]*\(pinned[^|]*\|/gm)].map(([, name]) => name);
  assert.deepEqual(jobs.newest.strategy.matrix.package, pinned);
  assert.deepEqual(runCommands(jobs.newest).at(-1), 'tools/check/tryNewest.mjs ${{ matrix.package }}');
});
