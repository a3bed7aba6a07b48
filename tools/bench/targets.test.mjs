import { test } from 'node:test';
import assert from 'node:assert/strict';
import { atLeast, atMost, formatTable, median, ratio, row } from './targets.mjs';

test('median of odd and even counts, ignoring runs that measured nothing', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([5, Number.NaN, 1]), 3);
  assert.ok(Number.isNaN(median([])));
});

test('a figure meets its target only when it is measured and within it', () => {
  assert.equal(row({ section: 'Lighthouse', name: 'LCP', value: 1.2, target: atMost(1.2), digits: 2 }).verdict, 'met');
  assert.equal(row({ section: 'Lighthouse', name: 'LCP', value: 1.21, target: atMost(1.2), digits: 2 }).verdict, 'MISSED');
  assert.equal(row({ section: 'Lighthouse', name: 'score', value: 94, target: atLeast(95) }).verdict, 'MISSED');
  const unmeasured = row({ section: 'Lighthouse', name: 'score', value: Number.NaN, target: atLeast(95) });
  assert.equal(unmeasured.verdict, 'MISSED');
  assert.equal(unmeasured.shown, 'not measured');
});

test('ratios guard against a zero baseline', () => {
  assert.equal(ratio(110, 100), 1.1);
  assert.ok(Number.isNaN(ratio(1, 0)));
});

test('the table lines up every column, with the target beside each figure', () => {
  const table = formatTable([
    row({ section: 'Bytes', name: 'first screen JS (gzip)', value: 98.4, unit: 'KB', target: atMost(100), digits: 1 }),
    row({ section: 'Build', name: 'host', value: 12.3, unit: 's', digits: 1 }),
  ]);
  const lines = table.split('\n');
  assert.equal(lines.length, 4);
  assert.ok(lines.every((line) => line.length === lines[0].length));
  assert.match(lines[2], /\| 98\.4 KB +\| ≤ 100 +\| met +\|/);
  assert.match(lines[3], /\| 12\.3 s +\| +\| +\|$/);
});
