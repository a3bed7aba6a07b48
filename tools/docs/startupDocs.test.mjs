import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import { startupDocProblems, triggersOf } from './startupDocs.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

test('the docs say of start-up what the code does: the schedule, what listens on the page, what each slot shows while it loads, every moment described and tested', async () => {
  assert.deepEqual(await startupDocProblems(root), []);
});

test('the moments are read from the schedule’s types, by the kind of entry that may hold them', () => {
  const { page, task, remote } = triggersOf(root);
  assert.deepEqual(page, ['after first paint']);
  assert.deepEqual(task, ['when idle']);
  assert.ok(remote.includes('warm') && remote.includes('on first need') && !remote.includes('after first paint'), remote.join(', '));
});

test('a schedule, a slot or a listener changed in the code, or a moment undescribed, fails until the docs follow', async () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'startup-docs-'));
  for (const folder of ['docs', 'host/src/startup', 'host/src/layout', 'host/src/header', 'host/src/federation']) {
    cpSync(path.join(root, folder), path.join(copy, folder), { recursive: true });
  }
  const edit = (file, from, to) => writeFileSync(path.join(copy, file), readFileSync(path.join(copy, file), 'utf8').replace(from, to));
  edit('host/src/startup/schedule.ts', "{ remote: 'cart', when: ['on first need',", "{ remote: 'cart', when: ['when idle with a session', 'on first need',");
  edit('host/src/layout/Overlays.tsx', 'label="The cart" placeholder={null}', 'label="The cart" placeholder={<CartSkeleton />}');
  edit('host/src/header/scroll.ts', "window.addEventListener('scroll'", "window.addEventListener('wheel'");
  edit('docs/startup.md', '**on screen**', 'on screen');
  assert.deepEqual(await startupDocProblems(copy), [
    'docs/startup.md: the "schedule" table is not the code\'s: run node tools/docs/startupDocs.mjs --write',
    'docs/startup.md: the "listeners" table is not the code\'s: run node tools/docs/startupDocs.mjs --write',
    'docs/architecture.md: the "slots" table is not the code\'s: run node tools/docs/startupDocs.mjs --write',
    "docs/startup.md: the moment 'on screen' (schedule.ts) is not described (as **on screen**)",
  ]);
});
