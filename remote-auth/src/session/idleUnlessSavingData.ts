/** Idle work still starts this long after it was asked for on a page that is never idle. */
export const IDLE_TIMEOUT_MS = 2000;

/** Whether the shopper's browser asks for less data (Save-Data): then nothing is fetched before it is needed. */
function savesData(): boolean {
  return (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * Runs `work` at the browser's next idle moment (or after IDLE_TIMEOUT_MS on a page that is never idle,
 * and after a short timer where the browser has no idle callbacks), unless the shopper saves data.
 * Returns what cancels it, for a component that unmounts first.
 */
export function idleUnlessSavingData(work: () => void): () => void {
  if (savesData()) return () => undefined;
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 200);
  return () => clearTimeout(timer);
}
