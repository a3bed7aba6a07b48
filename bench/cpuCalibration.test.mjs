import { test } from 'node:test';
import assert from 'node:assert/strict';
import { calibratedSlowdown } from './cpuCalibration.mjs';

test("a host like Lighthouse's reference desktop keeps the preset's 4x", () => {
  assert.ok(Math.abs(calibratedSlowdown(1533) - 4) < 0.01);
});

test('a slower host gets a smaller slowdown, continuous across the bands', () => {
  assert.equal(calibratedSlowdown(800), 2);
  assert.equal(calibratedSlowdown(1300), 3);
  assert.equal(calibratedSlowdown(150), 1);
  assert.ok(calibratedSlowdown(600) > 1 && calibratedSlowdown(600) < 2);
  assert.ok(calibratedSlowdown(799.9) < calibratedSlowdown(800));
});

test('a host too slow to emulate the phone, or an index not measured, gives no multiplier', () => {
  assert.ok(Number.isNaN(calibratedSlowdown(120)));
  assert.ok(Number.isNaN(calibratedSlowdown(Number.NaN)));
});
