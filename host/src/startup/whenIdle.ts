/** Idle work still starts this long after hydration on a page that is never idle. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Resolves when the browser is first idle, or after `timeoutMs` if it never is. Work that no first
 * screen needs (the overlays' remotes, metrics, the splash's clip) waits on it, so that it does not
 * compete with the header becoming interactive.
 */
export function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, Math.min(timeoutMs, 200));
  });
}
