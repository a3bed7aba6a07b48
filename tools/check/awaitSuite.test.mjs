import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appNamed } from '../apps.mjs';
import { spawnSync } from 'node:child_process';
import { awaitSuite, pushOf, sharedChanges, suiteVerdict } from './awaitSuite.mjs';

const CART = appNamed('cart');
const BEFORE = { before: 'a'.repeat(40) };
const run = (status, conclusion = null) => ({ status, conclusion, html_url: `https://github.com/o/r/actions/runs/${status}-${conclusion}` });

test('a push of the team’s own files releases at once; anything else it changed waits for the whole suite', () => {
  assert.deepEqual(sharedChanges(CART, BEFORE, () => ['remote-cart/src/CartPanel.tsx', 'e2e/tests/cart/cart.spec.ts']), []);
  assert.deepEqual(sharedChanges(CART, BEFORE, () => ['remote-cart/src/CartPanel.tsx', 'shared/src/bus/bus.ts', 'README.md']), ['shared/src/bus/bus.ts', 'README.md']);
  assert.equal(sharedChanges(CART, { before: '0'.repeat(40) }, () => assert.fail('nothing to measure from')).length, 1, 'a push with no commit before it');
});

test('the suite’s newest run on the commit decides, once it has finished', () => {
  assert.deepEqual(suiteVerdict([]), { wait: true }, 'not started yet');
  assert.deepEqual(suiteVerdict([run('in_progress')]), { wait: true });
  assert.deepEqual(suiteVerdict([run('completed', 'success'), run('completed', 'failure')]), { wait: false, passed: true, url: run('completed', 'success').html_url, conclusion: 'success' });
  assert.equal(suiteVerdict([run('completed', 'failure')]).passed, false);
  assert.equal(suiteVerdict([run('completed', 'cancelled')]).passed, false);
});

/** GitHub's answers, one a call, the last repeated; the addresses asked are kept. */
function github(...answers) {
  const asked = [];
  const fetcher = async (url, { headers }) => {
    asked.push({ url, authorization: headers.Authorization });
    const answer = answers[Math.min(asked.length - 1, answers.length - 1)];
    return typeof answer === 'number' ? new Response('{}', { status: answer }) : Response.json({ workflow_runs: answer });
  };
  return { fetcher, asked };
}
const options = (fetcher, extra = {}) => ({ api: 'https://api.github.com', repository: 'o/r', sha: 'c'.repeat(40), token: 't0ken', fetcher, every: 1, within: 5, pause: async () => undefined, log: () => undefined, ...extra });

test('it asks GitHub for the suite’s push runs on the commit until one has finished', async () => {
  const { fetcher, asked } = github([], [run('queued')], [run('in_progress')], [run('completed', 'success')]);
  assert.deepEqual(await awaitSuite(options(fetcher)), { wait: false, passed: true, url: run('completed', 'success').html_url, conclusion: 'success' });
  assert.equal(asked.length, 4);
  assert.equal(asked[0].url, `https://api.github.com/repos/o/r/actions/workflows/suite.yml/runs?head_sha=${'c'.repeat(40)}&event=push&per_page=10`);
  assert.equal(asked[0].authorization, 'Bearer t0ken');
});

test('a suite that never finishes, or an answer GitHub refuses, stops the release saying why', async () => {
  await assert.rejects(awaitSuite(options(github([run('in_progress')]).fetcher)), /The whole suite had not finished on ccccccc after 0 minutes: nothing is released\./);
  await assert.rejects(awaitSuite(options(github(403).fetcher)), /GitHub answered 403 for the suite's runs on ccccccc .*permissions: actions: read/);
});

test('at a desk, `--before <commit>` stands for the push: whether a push of the work on top of it would wait; with neither it nor an event, it says which to give', () => {
  assert.deepEqual(pushOf(['--before', 'abc1234'], { GITHUB_SHA: 'def5678' }), { event: { before: 'abc1234' }, sha: 'def5678' });
  assert.throws(() => pushOf([], {}), /GITHUB_EVENT_PATH.*tools\/check\/awaitSuite\.mjs <team> --before origin\/main/);
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GITHUB_')));
  const awaited = (...args) => spawnSync(process.execPath, [new URL('./awaitSuite.mjs', import.meta.url).pathname, 'cart', ...args], { env, encoding: 'utf8' });
  const here = awaited('--before', 'HEAD');
  assert.equal(here.status, 0, here.stderr);
  assert.equal(here.stdout, "The push changed only the cart team's own files: its check is the gate.\n");
  const none = awaited();
  assert.equal(none.status, 1);
  assert.match(none.stderr, /^No push to measure: .*--before origin\/main\n$/);
});
