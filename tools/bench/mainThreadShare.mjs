/**
 * Lighthouse's simulated throttling multiplies the wall time of each task it saw on the page's main
 * thread. When the machine's cores are busy with other processes (Chromium's software compositor, the
 * servers, Lighthouse itself), that wall time includes the time the thread waited for a core, and the
 * simulation multiplies the wait too. Each task in the trace carries both clocks (`dur`, wall; `tdur`,
 * the thread's own CPU time), so their ratio says how much of the figures is the page's own work.
 */
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** Below this share, a run's timings measure the machine more than the page (docs/performance.md). */
export const CONTENDED_SHARE = 0.8;

/**
 * The CPU time of the page's main-thread tasks over their wall time, from the navigation on: 1 when the
 * thread never waited for a core, NaN when the trace has no such task.
 * @param {{ traceEvents: Array<Record<string, any>> }} trace Lighthouse's `artifacts.Trace`
 */
export function mainThreadCpuShare(trace) {
  const { mainThreadEvents, timestamps } = TraceProcessor.processTrace(trace);
  let wall = 0;
  let cpu = 0;
  let busyUntil = -Infinity;
  for (const event of mainThreadEvents) {
    if (event.ph !== 'X' || !TraceProcessor.isScheduleableTask(event) || event.ts < timestamps.timeOrigin) continue;
    if (typeof event.dur !== 'number' || typeof event.tdur !== 'number') continue;
    // A task run inside another (a nested message loop) is already counted in its parent.
    if (event.ts < busyUntil) continue;
    busyUntil = event.ts + event.dur;
    wall += event.dur;
    cpu += event.tdur;
  }
  return wall > 0 ? cpu / wall : Number.NaN;
}
