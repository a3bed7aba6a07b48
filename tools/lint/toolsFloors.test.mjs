import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { floorZones, TOOLS_FLOORS, unplaced } from './toolsFloors.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

test('every entry of tools/ stands on one floor, and one only', () => {
  assert.deepEqual(unplaced(path.join(ROOT, 'tools')), []);
  const names = TOOLS_FLOORS.flatMap(({ holds }) => holds);
  assert.deepEqual(names.filter((name, index) => names.indexOf(name) !== index), []);
});

test('a new folder or file of tools/ stands on no floor until it is placed; its tests need no place', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tools-'));
  try {
    mkdirSync(path.join(dir, 'check'));
    mkdirSync(path.join(dir, 'wishlist'));
    writeFileSync(path.join(dir, 'stray.mjs'), '');
    writeFileSync(path.join(dir, 'stray.test.mjs'), '');
    writeFileSync(path.join(dir, 'notes.md'), '');
    assert.deepEqual(unplaced(dir).sort(), ['stray.mjs', 'wishlist']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an entry may import what stands below its floor, never its own floor or above', () => {
  const zone = (name) => floorZones().find(({ target }) => target === `tools/${name}`);
  assert.ok(zone('hosting').from.includes('tools/stack'), 'the stack stands above the sites');
  assert.ok(zone('hosting').from.includes('tools/firestore-standin'), 'nor does a floor import itself');
  assert.ok(!zone('hosting').from.includes('tools/webpack'), 'what serves the sites stands on the builds');
  assert.ok(!zone('hosting').from.includes('tools/sites'), 'and on the sites');
  assert.ok(zone('sites').from.includes('tools/webpack'), 'the sites, in the core, import no build');
  assert.ok(!zone('hosting').from.includes('tools/hosting'));
  assert.deepEqual(zone('check.mjs').from, TOOLS_FLOORS.at(-1).holds.filter((name) => name !== 'check.mjs').map((name) => `tools/${name}`));
  assert.match(zone('contracts').message, /floor 2 .*docs\/architecture\.md, "tools\/ and its floors"/);
});
