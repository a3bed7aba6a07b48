#!/usr/bin/env node
/**
 * Which gates a change must pass and which teams it releases, from the one list of what a build is made
 * of (tools/builds/builtFrom.mjs's sourcesOf: the app's folder, shared/, tools/webpack/, tools/apps.json,
 * tsconfig.base.json, the lockfile) and what its site is made of (tools/sites/, tools/hosting/, tools/contracts/): the team workflows'
 * `paths` are these (workflowPaths.test.mjs), and the pull request's one required check, gates.yml, asks
 * this file.
 *
 *   tools/check/gates.mjs changes   in a pull request's (or merge queue's) job: the team checks it needs and
 *                                   whether the whole suite does, as the job's outputs (GITHUB_OUTPUT); at a
 *                                   desk, with `--base <commit>`, the same for the work on top of that commit
 *   tools/check/gates.mjs passed    in the required check's job: whether every gate that applied passed,
 *                                   from the results of the jobs it needs (NEEDS, the `needs` context)
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, HOST } from '../apps.mjs';
import { sourcesOf } from '../builds/builtFrom.mjs';
import { matchesPaths } from './pathFilter.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What each site is made of besides its build: the headers, policy and rules every site is served with,
 * and what tools/ agrees with the page on (its `/env.js`, the release file, the shop's addresses).
 */
export const SITE_SOURCES = ['tools/sites', 'tools/hosting', 'tools/contracts'];
/** What the host's pipeline deploys besides its page: the Firestore rules, after its check has tested them. */
export const HOST_SOURCES = ['firestore.rules'];

/** A source as a workflow's `paths` pattern: a folder whole (`shared/**`), a file as it is. */
const asPattern = (source) => (existsSync(path.join(ROOT, source)) && statSync(path.join(ROOT, source)).isDirectory() ? `${source}/**` : source);

/** A team's own: its folder and its end-to-end specs. */
export const ownPaths = (app) => [`${app.folder}/**`, `e2e/tests/${app.name}/**`];

/**
 * What releases a team once merged, and so what its check runs on: its own, everything its build and
 * its site are made of, and for the host the rules it deploys.
 */
export function releasePaths(app) {
  const made = [...sourcesOf(app.folder).filter((source) => source !== app.folder), ...SITE_SOURCES, ...(app === HOST ? HOST_SOURCES : [])];
  return [...ownPaths(app), ...made.map(asPattern)];
}

/**
 * The gates a change needs: the check of every team it releases, and the whole suite (`npm test`) for
 * any file outside every team's own folder and specs (the contracts, the tools, the shared specs…).
 * @param {string[]} files  changed, from the repository's root
 */
export function gatesFor(files, apps = APPS) {
  return {
    teams: apps.filter((app) => files.some((file) => matchesPaths(file, releasePaths(app)))),
    suite: files.some((file) => !apps.some((app) => matchesPaths(file, ownPaths(app)))),
  };
}

/** The files that differ between two commits (a rename as its two paths). */
export function changedBetween(base, head, { cwd = ROOT } = {}) {
  return execFileSync('git', ['diff', '--name-only', '--no-renames', base, head], { cwd, encoding: 'utf8' }).split('\n').filter(Boolean);
}

/** What a pull request's or a merge queue's change is measured from: the commit of main it goes onto. */
export function baseOf(event) {
  const base = event.pull_request?.base?.sha ?? event.merge_group?.base_sha;
  if (!base) throw new Error('This is neither a pull request nor a merge queue: no base commit to measure the change from.');
  return base;
}

/**
 * Why the required check fails, from the `needs` context of its job: nothing when every gate that applied
 * passed. `changes` must have run; a gate it skipped did not apply; any other result (failed, cancelled)
 * fails the check.
 * @param {Record<string, { result: string, outputs?: Record<string, string> }>} needs
 * @returns {string[]}
 */
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

/**
 * The change's event: in a workflow, the one GitHub wrote (GITHUB_EVENT_PATH); at a desk, `--base <commit>`
 * names the commit of main the change goes onto, as a pull request's base.
 * @param {string[]} args
 */
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
