import { test } from 'node:test';
import assert from 'node:assert/strict';
import { vouchFor } from './provenance.mjs';

const COMMIT = '65fc99aafd0e59773ebd0aefb0e36aa1831dd81b';
const clean = { commit: COMMIT, changed: [] };
const edited = { commit: COMMIT, changed: ['remote-cart/src/CartPanel.tsx'] };
const vouch = (input) => vouchFor({ folder: 'remote-cart', uncommitted: false, ...input });

test('a committed build whose source passed the team’s check is recorded by its commit', () => {
  assert.deepEqual(vouch({ source: clean, checked: { ...clean, checkedAt: '2026-11-27T10:00:00.000Z' } }), clean);
});

test('uncommitted changes are refused unless the team says --uncommitted, and then recorded', () => {
  assert.throws(() => vouch({ source: edited, checked: edited }), /remote-cart's sources have uncommitted changes \(remote-cart\/src\/CartPanel\.tsx\): commit them, or release them as they are with --uncommitted/);
  assert.deepEqual(vouch({ source: edited, checked: edited, uncommitted: true }), edited);
});

test('a source with no passing check, or another one, is refused with the command to run', () => {
  assert.throws(() => vouch({ source: clean }), /Refusing to release remote-cart built from 65fc99a: it has no passing check\. Run `npm run check -w remote-cart` first\./);
  assert.throws(() => vouch({ source: clean, checked: { commit: 'e50ebf9000000000000000000000000000000000', changed: [] } }), /its last passing check was of e50ebf9\./);
  assert.throws(() => vouch({ source: edited, checked: clean, uncommitted: true }), /built from 65fc99a with uncommitted changes: its last passing check was of 65fc99a\. Run/);
});

test('a build of unknown source, or from outside git, is refused', () => {
  assert.throws(() => vouch({ source: undefined, checked: clean }), /What remote-cart\/dist was built from is not recorded/);
  assert.throws(() => vouch({ source: { commit: null, changed: [] }, checked: clean }), /built outside git/);
});
