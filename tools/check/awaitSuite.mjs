#!/usr/bin/env node
/**
 * `tools/check/awaitSuite.mjs <team>`, in a team's workflow after a push to main: a release waits for the
 * whole suite (suite.yml, `npm test`) on the same commit when the push changed anything but the team's own
 * folder and specs (the contracts, the build's presets, the lockfile…), which only the whole suite tries
 * with every team's code; it fails when that run does. A push of the team's own files releases at once,
 * its check being the gate. GitHub's API says how the suite's run went (GITHUB_TOKEN, `actions: read`).
 * At a desk, `--before <commit>` stands for the push's commit before: it says whether a push of the work
 * on top of it would wait, and asks GitHub only where GITHUB_REPOSITORY and GITHUB_TOKEN are set.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { appNamed } from '../apps.mjs';
import { changedBetween, ownPaths } from './gates.mjs';
import { matchesPaths } from './pathFilter.mjs';

const SUITE = 'suite.yml';
const NO_COMMIT = /^0+$/;

/**
 * The files of a push that are not the team's own, which only the whole suite tries. A push with no
 * commit before it (a new branch) changed, as far as can be told, everything.
 * @param {{ before?: string }} event  the push's event
 * @param {(base: string) => string[]} changedSince  the files that differ from a commit to the one pushed
 */
export function sharedChanges(app, event, changedSince) {
  if (!event.before || NO_COMMIT.test(event.before)) return ['(the whole tree: the push has no commit before it)'];
  return changedSince(event.before).filter((file) => !matchesPaths(file, ownPaths(app)));
}

/**
 * What the suite's runs on a commit say: to wait while none has finished, and then whether the newest passed.
 * @param {{ status: string, conclusion: string | null, html_url: string, run_attempt?: number }[]} runs  newest first
 * @returns {{ wait: true } | { wait: false, passed: boolean, url: string, conclusion: string }}
 */
export function suiteVerdict(runs) {
  const [newest] = runs;
  if (!newest || newest.status !== 'completed') return { wait: true };
  return { wait: false, passed: newest.conclusion === 'success', url: newest.html_url, conclusion: newest.conclusion };
}

/**
 * Asks GitHub for the suite's push runs on `sha` until the newest has finished.
 * @param {{ api: string, repository: string, sha: string, token: string, fetcher?: typeof fetch,
 *   every?: number, within?: number, pause?: (ms: number) => Promise<unknown>, log?: (line: string) => void }} options
 */
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

/**
 * The push: in a workflow, GitHub's event (GITHUB_EVENT_PATH) and commit (GITHUB_SHA); at a desk,
 * `--before <commit>` and the commit checked out.
 * @param {string[]} args
 */
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
