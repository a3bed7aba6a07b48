#!/usr/bin/env node
// Which gates a change must pass, from what each build and site is made of; the pull request's one
// required check (gates.yml) asks `changes` for them, then `passed` for their results.
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, HOST } from '../apps.mjs';
import { sourcesOf } from '../builds/builtFrom.mjs';
import { matchesPaths } from './pathFilter.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** What each site is made of besides its build. */
export const SITE_SOURCES = ['tools/sites', 'tools/hosting', 'tools/contracts'];
export const HOST_SOURCES = ['firestore.rules'];

const asPattern = (source) => (existsSync(path.join(ROOT, source)) && statSync(path.join(ROOT, source)).isDirectory() ? `${source}/**` : source);

export const ownPaths = (app) => [`${app.folder}/**`, `e2e/tests/${app.name}/**`];

/** What releases a team once merged, and so what its check runs on. */
export function releasePaths(app) {
  const made = [...sourcesOf(app.folder).filter((source) => source !== app.folder), ...SITE_SOURCES, ...(app === HOST ? HOST_SOURCES : [])];
  return [...ownPaths(app), ...made.map(asPattern)];
}

/** Any file outside every team's own folder and specs needs the whole suite. */
export function gatesFor(files, apps = APPS) {
  return {
    teams: apps.filter((app) => files.some((file) => matchesPaths(file, releasePaths(app)))),
    suite: files.some((file) => !apps.some((app) => matchesPaths(file, ownPaths(app)))),
  };
}

export function changedBetween(base, head, { cwd = ROOT } = {}) {
  return execFileSync('git', ['diff', '--name-only', '--no-renames', base, head], { cwd, encoding: 'utf8' }).split('\n').filter(Boolean);
}

export function baseOf(event) {
  const base = event.pull_request?.base?.sha ?? event.merge_group?.base_sha;
  if (!base) throw new Error('This is neither a pull request nor a merge queue: no base commit to measure the change from.');
  return base;
}

/** From the `needs` context: a gate skipped because it did not apply passes; any other non-success fails. */
export function gatesFailed(needs) {
  const { changes, ...gates } = needs;
  if (changes?.result !== 'success') return [`changes ${changes?.result ?? 'did not run'}: which gates apply is not known`];
  const applies = { check: changes.outputs?.['any-check'] === 'true', suite: changes.outputs?.suite === 'true' };
  return Object.entries(gates).flatMap(([job, { result }]) => {
    if (result === 'success') return [];
    if (result === 'skipped' && applies[job] === false) return [];
    return [`${job} ${result}`];
  });
}

/** At a desk, `--base <commit>` stands for a pull request's base. */
export function changeEvent(args, env = process.env) {
  const at = args.indexOf('--base');
  if (at >= 0 && args[at + 1]) return { pull_request: { base: { sha: args[at + 1] } } };
  if (!env.GITHUB_EVENT_PATH) throw new Error('No change to measure: in a workflow GitHub names its event in GITHUB_EVENT_PATH; at a desk, name the commit the change goes onto: tools/check/gates.mjs changes --base origin/main');
  return JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8'));
}

function output(values) {
  const lines = Object.entries(values).map(([name, value]) => `${name}=${value}`);
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command] = process.argv.slice(2);
  if (command === 'changes') {
    let files;
    try {
      files = changedBetween(baseOf(changeEvent(process.argv.slice(3))), 'HEAD');
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
    const { teams, suite } = gatesFor(files);
    console.log(`${files.length} file(s) changed: the checks of ${teams.map(({ name }) => name).join(', ') || 'no team'}${suite ? ', and the whole suite' : ''}`);
    output({ checks: JSON.stringify({ include: teams.map(({ name, folder }) => ({ name, folder })) }), 'any-check': teams.length > 0, suite });
  } else if (command === 'passed') {
    const failed = gatesFailed(JSON.parse(process.env.NEEDS ?? '{}'));
    if (failed.length > 0) {
      console.error(`Not every gate this change needs passed: ${failed.join('; ')}.`);
      process.exit(1);
    }
    console.log('Every gate this change needs passed.');
  } else {
    console.error('Usage: tools/check/gates.mjs changes [--base <commit>] | passed');
    process.exit(2);
  }
}
