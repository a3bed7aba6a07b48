// A workflow's `run:` must run alike here and on a runner: one npm command with a script that exists, or an
// executable of the repository; a pipeline, or a tool the runner happens to have, would not.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { minimatch } from 'minimatch';
import { dispatchedArgv } from '../release/dispatched.mjs';
import { DEPLOY_VARIABLES } from '../contracts/envScript.mjs';
import { releasePlan } from '../release/releasePlan.mjs';

const SHELL = /[|&;<>()$`\\"'*?\n]/;

export function repositoryAt(root) {
  const manifest = (folder) => JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
  const rootManifest = manifest('.');
  const folders = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && rootManifest.workspaces.some((pattern) => minimatch(entry.name, pattern)))
    .map((entry) => entry.name);
  // npm's -w takes a workspace's folder or its package name.
  const workspaces = new Map(folders.flatMap((folder) => {
    const { name, scripts = {} } = manifest(folder);
    return [[folder, scripts], [name, scripts]];
  }));
  const tracked = execFileSync('git', ['ls-files', '-s'], { cwd: root, encoding: 'utf8' }).split('\n');
  const executables = new Set(tracked.filter((line) => line.startsWith('100755 ')).map((line) => line.split('\t')[1]));
  return {
    scripts: rootManifest.scripts,
    workspaces,
    executables,
    // A dispatched release is checked as a rollback; workflows.test.mjs tries every choice. The host's also
    // writes its /env.js, whose variables the job's environment gives.
    checkRelease: (argv) => releasePlan({ argv: dispatchedArgv(argv, () => ({ action: 'rollback' })), env: { ...Object.fromEntries(DEPLOY_VARIABLES.map((name) => [name, 'https://a-real-site.example/'])), FIREBASE_PROJECT_ID: 'a-real-project' } }),
  };
}

export function whyNotRunnable(command, repository) {
  const line = command.trim();
  if (SHELL.test(line)) return `"${line}" is not one plain command (a pipeline, a list, a redirection, quoting or the shell's expansion)`;
  const [program, ...args] = line.split(/\s+/);
  if (program.includes('/')) {
    const file = path.posix.normalize(program);
    return repository.executables.has(file) ? undefined : `${program} is not an executable file of the repository`;
  }
  if (program !== 'npm') return `"${program}" is neither npm nor a script of the repository`;
  return whyNpmWouldNotRun(args, repository);
}

function whyNpmWouldNotRun([command, ...rest], repository) {
  if (command === 'ci') return rest.every((arg) => arg.startsWith('--')) ? undefined : `npm ci takes no ${rest.join(' ')}`;
  const [script, ...options] = command === 'run' ? rest : [command, ...rest];
  if (!script) return 'npm run names no script';
  const separator = options.indexOf('--');
  const own = separator === -1 ? options : options.slice(0, separator);
  const passed = separator === -1 ? [] : options.slice(separator + 1);
  let scripts = repository.scripts;
  let where = 'the root package.json';
  for (let index = 0; index < own.length; index += 1) {
    if (own[index] !== '-w' && own[index] !== '--workspace') return `npm ${command}: "${own[index]}" is not an option this check knows`;
    const workspace = own[index + 1];
    if (!repository.workspaces.has(workspace)) return `no workspace "${workspace}"`;
    scripts = repository.workspaces.get(workspace);
    where = `workspace ${workspace}`;
    index += 1;
  }
  if (!(script in scripts)) return `${where} has no script "${script}"`;
  if (where === 'the root package.json' && script === 'release') {
    try {
      repository.checkRelease(passed);
    } catch (error) {
      return error.message;
    }
  }
  return undefined;
}
