import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { holderOf, putBack, putBackAbandoned, setAside } from './setAside.mjs';

/** A folder holding one file, in a temporary place removed after the test. */
function folderWithAFile(t) {
  const root = mkdtempSync(path.join(tmpdir(), 'aside-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const folder = path.join(root, 'rehearsal');
  mkdirSync(path.join(folder, 'cart'), { recursive: true });
  writeFileSync(path.join(folder, 'cart', 'release.json'), '{"desk":true}');
  return folder;
}

/** The id of a process that has ended. */
const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid;

test('a folder set aside is gone from its place while its holder runs, and comes back as it was, whatever was made there meanwhile', (t) => {
  const folder = folderWithAFile(t);
  assert.equal(setAside(folder, { pid: process.pid, what: 'the e2e suite' }), undefined);
  assert.equal(existsSync(folder), false);
  assert.deepEqual({ ...holderOf(folder), since: 'then' }, { pid: process.pid, what: 'the e2e suite', since: 'then' });
  mkdirSync(path.join(folder, 'cart'), { recursive: true });
  writeFileSync(path.join(folder, 'cart', 'release.json'), '{"suite":true}');
  putBack(folder);
  assert.equal(readFileSync(path.join(folder, 'cart', 'release.json'), 'utf8'), '{"desk":true}');
  assert.equal(holderOf(folder), undefined);
});

test('a folder that did not exist is set aside as none, and put back as none', (t) => {
  const folder = path.join(folderWithAFile(t), 'none');
  setAside(folder, { pid: process.pid, what: 'the e2e suite' });
  mkdirSync(folder);
  putBack(folder);
  assert.equal(existsSync(folder), false);
});

test('while a process that still runs holds the folder aside, another cannot set it aside; one that ended is put back first, and said', (t) => {
  const folder = folderWithAFile(t);
  setAside(folder, { pid: process.ppid, what: 'the e2e suite' });
  assert.throws(() => setAside(folder, { pid: process.pid, what: 'the e2e suite' }), new RegExp(`is set aside by the e2e suite \\(pid ${process.ppid}, since .*\\): wait for it to end, or stop it\\.$`));
  assert.equal(putBackAbandoned(folder), undefined, 'its holder runs: left aside');
  putBack(folder);

  const ended = endedPid();
  setAside(folder, { pid: ended, what: 'a killed run' });
  assert.equal(setAside(folder, { pid: process.pid, what: 'the e2e suite' }).pid, ended);
  putBack(folder);
  assert.equal(readFileSync(path.join(folder, 'cart', 'release.json'), 'utf8'), '{"desk":true}');
});

test('a folder left aside by a process that ended is put back by whoever finds it so', (t) => {
  const folder = folderWithAFile(t);
  const ended = endedPid();
  setAside(folder, { pid: ended, what: 'the e2e suite' });
  assert.equal(putBackAbandoned(folder).pid, ended);
  assert.equal(readFileSync(path.join(folder, 'cart', 'release.json'), 'utf8'), '{"desk":true}');
  assert.equal(putBackAbandoned(folder), undefined);
});
