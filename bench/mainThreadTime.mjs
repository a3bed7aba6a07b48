/**
 * Lighthouse's simulated throttling multiplies the wall time of each task it saw on the page's main
 * thread. When the machine's cores are busy with other processes (Chromium's software compositor, the
 * servers, Lighthouse itself), that wall time includes the time the thread waited for a core, and the
 * simulation multiplies the wait too. Each task in the trace carries both clocks (`dur`, wall; `tdur`,
 * the thread's own CPU time): the CPU time is the page's own work, which contention does not inflate,
 * and its share of the wall time says how much of Lighthouse's timings is the page's.
 */
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** Below this share, a run's timings measure the machine more than the page (docs/performance-log.md). */
export const CONTENDED_SHARE = 0.8;

/**
 * The wall and CPU milliseconds of the page's main-thread tasks, from the navigation on.
 * @param {{ traceEvents: Array<Record<string, any>> }} trace Lighthouse's `artifacts.Trace`
 * @returns {{ wallMs: number, cpuMs: number, share: number }} share: cpuMs / wallMs, 1 when the thread
 *   never waited for a core, NaN when the trace has no such task
 */
export function mainThreadTime(trace) {
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
  return { wallMs: wall / 1000, cpuMs: cpu / 1000, share: wall > 0 ? cpu / wall : Number.NaN };
}
