#!/usr/bin/env node
// After a push to main, a team's release waits for the whole suite on that commit when the push changed
// anything but the team's own files: only the suite tries shared changes with every team's code.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { appNamed } from '../apps.mjs';
import { changedBetween, ownPaths } from './gates.mjs';
import { matchesPaths } from './pathFilter.mjs';

const SUITE = 'suite.yml';
const NO_COMMIT = /^0+$/;

/** A push with no commit before it (a new branch) changed, as far as can be told, everything. */
export function sharedChanges(app, event, changedSince) {
  if (!event.before || NO_COMMIT.test(event.before)) return ['(the whole tree: the push has no commit before it)'];
  return changedSince(event.before).filter((file) => !matchesPaths(file, ownPaths(app)));
}

/** `runs` newest first: wait while the newest has not finished. */
export function suiteVerdict(runs) {
  const [newest] = runs;
  if (!newest || newest.status !== 'completed') return { wait: true };
  return { wait: false, passed: newest.conclusion === 'success', url: newest.html_url, conclusion: newest.conclusion };
}

export async function awaitSuite({ api, repository, sha, token, fetcher = fetch, every = 30_000, within = 90 * 60_000, pause = sleep, log = console.log }) {
  const url = `${api}/repos/${repository}/actions/workflows/${SUITE}/runs?head_sha=${sha}&event=push&per_page=10`;
  for (let waited = 0; ; waited += every) {
    const response = await fetcher(url, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.github+json', 'X-GitHub-Api-Version': '2022-11-28' } });
    if (!response.ok) throw new Error(`GitHub answered ${response.status} for the suite's runs on ${sha.slice(0, 7)} (${url}): the job needs \`permissions: actions: read\`.`);
    const verdict = suiteVerdict((await response.json()).workflow_runs ?? []);
    if (!verdict.wait) return verdict;
    if (waited >= within) throw new Error(`The whole suite had not finished on ${sha.slice(0, 7)} after ${Math.round(within / 60_000)} minutes: nothing is released.`);
    log(`waiting for the whole suite on ${sha.slice(0, 7)}…`);
    await pause(every);
  }
}

/** At a desk, `--before <commit>` stands for the push's commit before. */
export function pushOf(args, env = process.env) {
  const at = args.indexOf('--before');
  if (at >= 0 && args[at + 1]) return { event: { before: args[at + 1] }, sha: env.GITHUB_SHA ?? execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim() };
  if (!env.GITHUB_EVENT_PATH) throw new Error('No push to measure: in a workflow GitHub names its event in GITHUB_EVENT_PATH; at a desk, name the commit before it: tools/check/awaitSuite.mjs <team> --before origin/main');
  return { event: JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')), sha: env.GITHUB_SHA };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const app = appNamed(process.argv[2]);
    const { event, sha } = pushOf(process.argv.slice(3));
    const shared = sharedChanges(app, event, (base) => changedBetween(base, sha));
    if (shared.length === 0) {
      console.log(`The push changed only the ${app.name} team's own files: its check is the gate.`);
    } else {
      console.log(`The push changed what every team shares (${shared.slice(0, 5).join(', ')}${shared.length > 5 ? '…' : ''}): the ${app.name} release waits for the whole suite.`);
      const { GITHUB_API_URL: api = 'https://api.github.com', GITHUB_REPOSITORY: repository, GITHUB_TOKEN: token } = process.env;
      if (!repository || !token) throw new Error("Which run of the whole suite is on this commit is GitHub's to say: set GITHUB_REPOSITORY (owner/name) and GITHUB_TOKEN (a token that may read its Actions) to ask it.");
      const verdict = await awaitSuite({ api, repository, sha, token });
      if (!verdict.passed) throw new Error(`The whole suite ${verdict.conclusion} on this commit (${verdict.url}): nothing is released. Re-run this job once a re-run of the suite has passed.`);
      console.log(`The whole suite passed on this commit (${verdict.url}).`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
