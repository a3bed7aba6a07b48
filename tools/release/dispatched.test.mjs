import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { argvOfDispatch, dispatchedArgv, dispatchInputs } from './dispatched.mjs';
import { releasePlan } from './releasePlan.mjs';

test('each choice of a workflow’s dispatch is the option a desk would type', () => {
  assert.deepEqual(argvOfDispatch({ action: 'rollback', build: '' }), ['--rollback']);
  assert.deepEqual(argvOfDispatch({ action: 'to', build: '6' }), ['--to', '6']);
  assert.deepEqual(argvOfDispatch({ action: 'pin', build: ' 2 ' }), ['--pin', '2']);
  assert.deepEqual(argvOfDispatch({ action: 'unpin', build: '2' }), ['--unpin', '2']);
});

test('what the form may hold that no desk would type is refused, by the dispatch or by the release’s own parser', () => {
  assert.throws(() => argvOfDispatch({ action: 'release' }), /dispatched with action "release": it takes rollback, to, pin, unpin/);
  assert.throws(() => argvOfDispatch({ action: 'to' }), /dispatched to to with no build/);
  const plan = (build) => () => releasePlan({ argv: ['cart', ...argvOfDispatch({ action: 'to', build })], env: { FIREBASE_PROJECT_ID: 'cashcarry-prod' } });
  assert.deepEqual(plan('6')().action, { kind: 'rollback', to: 6 });
  assert.throws(plan('6; rm -rf /'), /--to takes a build number as the site's release.json lists them, not "6; rm -rf \/"/);
});

test('--dispatched takes the action from the event GitHub hands the job; a desk without one is told what to type', (t) => {
  assert.deepEqual(dispatchedArgv(['cart', '--rollback'], () => assert.fail('not dispatched')), ['cart', '--rollback']);
  const dir = mkdtempSync(path.join(tmpdir(), 'dispatched-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const event = path.join(dir, 'event.json');
  writeFileSync(event, JSON.stringify({ inputs: { action: 'pin', build: '4' }, ref: 'refs/heads/main' }));
  assert.deepEqual(dispatchedArgv(['shop', '--dispatched'], () => dispatchInputs({ GITHUB_EVENT_PATH: event })), ['shop', '--pin', '4']);
  assert.throws(() => dispatchInputs({}), /--dispatched takes its action from a workflow_dispatch event .* at a desk, say --rollback, --to, --pin or --unpin/);
});
