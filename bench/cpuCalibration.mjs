/**
 * Lighthouse's mobile preset slows the CPU 4x, which is right for the host it assumes: a desktop with a
 * BenchmarkIndex of about 1500. On a slower host the same 4x emulates a slower phone than intended, and
 * the timings measure the host, not the build. Lighthouse's throttling guide
 * (docs/throttling.md, "Calibrating the CPU slowdown") says to lower the multiplier on such a host, and
 * links a calculator; this is that calculator's mapping from BenchmarkIndex to multiplier.
 */

/** Below this BenchmarkIndex Lighthouse itself warns that the host is slower than it expects. */
export const SLOW_HOST_INDEX = 1000;

/**
 * The CPU slowdown that makes this host behave like Lighthouse's target phone, or NaN when the host is
 * too slow to emulate it at all (the calculator's floor, 150).
 * @param {number} benchmarkIndex
 */
export function calibratedSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return Number.NaN;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}
