interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so that the browser can paint and answer input, and resumes right after. Start-up
 * work split at these points runs as several short tasks instead of one long one that a tap would wait
 * behind. `scheduler.yield` resumes ahead of other queued tasks; where it is missing, a new task does.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
