import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { firstDifference } from './sameBytes.mjs';

function build(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

test('two builds of the same files are the same, the skipped file aside', () => {
  const a = build({ 'index.html': '<p>', 'media/a.webp': 'x', '.built-from.json': '{"builtAt":1}' });
  const b = build({ 'index.html': '<p>', 'media/a.webp': 'x', '.built-from.json': '{"builtAt":2}' });
  assert.equal(firstDifference(a, b, { skip: ['.built-from.json'] }), undefined);
  assert.match(firstDifference(a, b), /^\.built-from\.json differs, line 1:/);
  rmSync(a, { recursive: true });
  rmSync(b, { recursive: true });
});

test('the first file that differs is named, with its first differing line from both builds', () => {
  const a = build({ 'a.css': '.x{}\n.y{}\n.z{}', 'b.css': 'same' });
  const b = build({ 'a.css': '.x{}\n.z{}\n.y{}', 'b.css': 'other' });
  assert.equal(firstDifference(a, b), 'a.css differs, line 2:\n  first:  .y{}\n  second: .z{}');
});

test('a file only one build holds is named', () => {
  const a = build({ 'styles.1.css': '', 'index.html': '' });
  const b = build({ 'styles.2.css': '', 'index.html': '' });
  assert.equal(firstDifference(a, b), 'the builds hold different files: only in the first ["styles.1.css"], only in the second ["styles.2.css"]');
});
