import { test } from 'node:test';
import assert from 'node:assert/strict';
import { atLeast, atMost, exitStatus, formatTable, median, ratio, row } from './targets.mjs';

test('median of odd and even counts, ignoring runs that measured nothing', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([5, Number.NaN, 1]), 3);
  assert.ok(Number.isNaN(median([])));
});

test('a figure meets its target only when it is measured and within it', () => {
  assert.equal(row({ section: 'Lighthouse', name: 'LCP', value: 1.2, target: atMost(1.2), digits: 2 }).verdict, 'met');
  assert.equal(row({ section: 'Lighthouse', name: 'LCP', value: 1.21, target: atMost(1.2), digits: 2 }).verdict, 'missed');
  assert.equal(row({ section: 'Bytes', name: 'first screen', value: 101, target: atMost(100), gated: true }).verdict, 'FAILED');
  const unmeasured = row({ section: 'Layout', name: 'CLS', value: Number.NaN, target: atMost(0.01), gated: true });
  assert.equal(unmeasured.verdict, 'FAILED');
  assert.equal(unmeasured.shown, 'not measured');
});

test('a Lighthouse score, LCP or TBT below its target never fails the run', () => {
  const reported = [
    row({ section: 'Lighthouse mobile', name: 'Performance', value: 12, target: atLeast(95) }),
    row({ section: 'Lighthouse mobile', name: 'LCP', value: 9.9, unit: 's', target: atMost(1.2) }),
    row({ section: 'Lighthouse mobile', name: 'Total Blocking Time', value: Number.NaN }),
  ];
  assert.deepEqual(reported.map((r) => r.verdict), ['missed', 'missed', '']);
  assert.equal(exitStatus(reported), 0);
});

test('a gated figure over its target fails the run, and one within it does not', () => {
  const cpu = (value) => row({ section: 'Federation tax', name: 'CPU', value, target: atMost(1.2), digits: 2, gated: true });
  assert.equal(exitStatus([cpu(1.2)]), 0);
  assert.equal(exitStatus([cpu(1.21)]), 1);
  assert.equal(exitStatus([row({ section: 'Lighthouse', name: 'SEO', value: 0, target: atLeast(100) }), cpu(1.21)]), 1);
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
  assert.match(lines[2], /\| 98\.4 KB +\| ≤ 100 +\| met +\| reported \|/);
  assert.match(lines[3], /\| 12\.3 s +\| +\| +\| reported \|$/);
});
