/** Idle work still starts this long after it was asked for on a page that is never idle. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * The page's one wait for idle: resolves when the browser is next idle, or after IDLE_TIMEOUT_MS if it
 * never is. Work that no first screen needs (the overlays' remotes, metrics, the splash's clip, warming)
 * waits on it, so that it does not compete with the header becoming interactive.
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 200);
  });
}
