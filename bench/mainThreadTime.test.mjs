import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mainThreadTime } from './mainThreadTime.mjs';

const BROWSER = { pid: 1, tid: 1 };
const RENDERER = { pid: 2, tid: 7 };
const FRAME = 'F1';

/** A trace shaped as Chromium writes one for Lighthouse: the page's frame, its navigation, then tasks. */
function traceWith(tasks) {
  const meta = (at, name, args) => ({ ...at, ts: 0, ph: 'M', cat: '__metadata', name, args });
  return {
    traceEvents: [
      meta(BROWSER, 'thread_name', { name: 'CrBrowserMain' }),
      meta(RENDERER, 'thread_name', { name: 'CrRendererMain' }),
      {
        ...BROWSER, ts: 900, ph: 'I', cat: 'disabled-by-default-devtools.timeline', name: 'TracingStartedInBrowser',
        args: { data: { frameTreeNodeId: 1, persistentIds: true, frames: [{ frame: FRAME, url: 'about:blank', processId: RENDERER.pid, isInPrimaryMainFrame: true, isOutermostMainFrame: true }] } },
      },
      {
        ...RENDERER, ts: 1000, ph: 'R', cat: 'blink.user_timing', name: 'navigationStart',
        args: { frame: FRAME, data: { documentLoaderURL: 'http://localhost:3000/', isLoadingMainFrame: true, isOutermostMainFrame: true, navigationId: 'N1' } },
      },
      ...tasks.map(({ at = RENDERER, ts, dur, tdur }) => ({ ...at, ts, dur, tdur, ph: 'X', cat: 'disabled-by-default-devtools.timeline', name: 'RunTask', args: {} })),
    ],
  };
}

test('a main thread that never waited for a core has a share of 1', () => {
  assert.deepEqual(mainThreadTime(traceWith([{ ts: 2000, dur: 30000, tdur: 30000 }, { ts: 40000, dur: 10000, tdur: 10000 }])), { wallMs: 40, cpuMs: 40, share: 1 });
});

test("the share is the tasks' CPU time over their wall time", () => {
  const time = mainThreadTime(traceWith([{ ts: 2000, dur: 40000, tdur: 10000 }, { ts: 50000, dur: 20000, tdur: 20000 }]));
  assert.deepEqual(time, { wallMs: 60, cpuMs: 30, share: 0.5 });
});

test("only the page's main thread counts, from its navigation on, and a nested task once", () => {
  const time = mainThreadTime(traceWith([
    { at: BROWSER, ts: 2000, dur: 90000, tdur: 1000 },
    { ts: 500, dur: 400, tdur: 1 },
    { ts: 2000, dur: 20000, tdur: 15000 },
    { ts: 3000, dur: 5000, tdur: 100 },
  ]));
  assert.deepEqual(time, { wallMs: 20, cpuMs: 15, share: 0.75 });
});

test('a trace with no task on the main thread gives no share', () => {
  const time = mainThreadTime(traceWith([]));
  assert.equal(time.cpuMs, 0);
  assert.ok(Number.isNaN(time.share));
});
