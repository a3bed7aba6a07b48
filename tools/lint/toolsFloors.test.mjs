import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORE_FLOORS, floorsTable, floorZones, TOOLS_FLOORS, unplaced } from './toolsFloors.mjs';

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

test('the core is the app list, the contracts (the release file among them) and the sites, and imports nothing built on it', () => {
  const core = TOOLS_FLOORS.slice(0, CORE_FLOORS).flatMap(({ holds }) => holds);
  for (const name of ['apps.json', 'apps.mjs', 'contracts', 'sites']) assert.ok(core.includes(name), `tools/${name} is in the core`);
  const builtOnIt = TOOLS_FLOORS.slice(CORE_FLOORS).flatMap(({ holds }) => holds).map((name) => `tools/${name}`);
  for (const name of core) {
    const { from } = floorZones().find(({ target }) => target === `tools/${name}`);
    assert.deepEqual(builtOnIt.filter((above) => !from.includes(above)), [], `tools/${name} may import none of them`);
  }
});

test('docs/architecture.md tables the floors as they are', () => {
  const doc = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
  assert.ok(doc.includes(floorsTable()), `docs/architecture.md, under "tools/ and its floors", needs the table:\n${floorsTable()}`);
});
