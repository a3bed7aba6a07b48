/** For a page that is never idle. */
export const IDLE_TIMEOUT_MS = 2000;

// The page's one wait for idle: what no first screen needs waits on it, so as not to compete with the
// header becoming interactive.
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 200);
  });
}
