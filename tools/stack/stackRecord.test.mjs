import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { forgetStack, recordStack, runningStack, stackToRunOn } from './stackRecord.mjs';

function recordFile(t) {
  const dir = mkdtempSync(path.join(tmpdir(), 'stack-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return path.join(dir, 'stack.json');
}

const answers = (yes) => async () => yes;

test('the e2e suite runs on this checkout’s running stack, starts one where none runs, and refuses whatever else answers on the host’s port', async (t) => {
  const file = recordFile(t);
  assert.equal(await stackToRunOn({ file, answers: answers(false) }), undefined, 'nothing runs: the suite starts the stack');
  await assert.rejects(
    stackToRunOn({ file, answers: answers(true), port: 3000 }),
    /^Error: Something answers on port 3000, and it is not this checkout's stack \(.*names no running `npm start` of .*\): the end-to-end tests would run on builds other than the ones under test\. Stop it \(`lsof -i :3000` shows what it is;.*\), then run again/,
  );
  recordStack({ pid: process.pid, file });
  assert.equal((await stackToRunOn({ file, answers: answers(true) })).pid, process.pid);
  assert.equal(runningStack(file).pid, process.pid);
});

test('a stack that ended without forgetting itself (killed) is no stack', async (t) => {
  const file = recordFile(t);
  recordStack({ pid: spawnSync(process.execPath, ['-e', '']).pid, file });
  assert.equal(runningStack(file), undefined);
  await assert.rejects(stackToRunOn({ file, answers: answers(true) }), /it is not this checkout's stack/);
});

test('a stack forgets only its own record', (t) => {
  const file = recordFile(t);
  recordStack({ pid: process.ppid, file });
  forgetStack({ pid: process.pid, file });
  assert.equal(existsSync(file), true);
  forgetStack({ pid: process.ppid, file });
  assert.equal(existsSync(file), false);
});
