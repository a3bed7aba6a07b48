import { test } from 'node:test';
import assert from 'node:assert/strict';
import { returnVisitRows } from './returnVisit.mjs';

const visit = (lcpMs, bytes, codeBytes = 0) => ({ lcpMs, bytes, requests: 4, codeBytes, byWorker: 90_000 });
const results = (againCode) => ({
  worker: { first: [visit(1200, 300_000)], again: [visit(200, 3000, againCode)] },
  'no worker': { first: [visit(1150, 200_000)], again: [visit(900, 12_000)] },
});

test('a return visit’s rows: LCP and the network beside the worker blocked, the code over the network gated', () => {
  const rows = returnVisitRows(results(0), true);
  const named = (start) => rows.find((candidate) => candidate.name.startsWith(start));
  assert.equal(named('LCP, return visit, with the service worker').shown, '0.20 s');
  assert.equal(named('LCP, return visit, the worker blocked').shown, '0.90 s');
  const gate = named('code over the network');
  assert.equal(gate.gated, true);
  assert.equal(gate.failed, false);
  const failing = returnVisitRows(results(2048), true).find((candidate) => candidate.name.startsWith('code over the network'));
  assert.equal(failing.failed, true);
  assert.equal(failing.shown, '2.0 KB');
});
